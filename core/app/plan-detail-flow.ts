import type { Actor } from 'xstate';
import { PLAN_TAB_ANCHOR, buildPlanLead, modalPlanHash, parseLocation, type VisitorCommand } from '../domain';
import type { ApiClient } from '../domain/api';
import type { Browser } from '../adapters/browser/browser';
import type { Clock } from '../adapters/clock/clock';
import type { appMachine } from '../machines/app.machine';
import { planDetailMachine } from '../machines/plan-detail.machine';
import { planLoaderMachine } from '../machines/plan-loader.machine';
import { planReadinessMachine } from '../machines/plan-readiness.machine';
import { planRequestMachine, type QueuePlanLead } from '../machines/plan-request.machine';
import { loadPlanContent, loadPrice, lookupPlan } from '../adapters/api/loaders/plan-detail.loader';
import { provideCalls, toParent } from './provide-calls';
import { queueAdditionalInsurance } from './additional-insurance-flow';

export interface PlanDetailPorts {
  readonly api: ApiClient;
  readonly browser: Browser;
  readonly clock: Clock;
  readonly newId: () => string;
  /** The running root (null before it starts): the flow navigates and queues its leads through it. */
  readonly root: () => Actor<typeof appMachine> | null;
}

/**
 * The plan detail (page and modal) with its calls supplied: loaded by the root when a plan page or
 * modal is first asked for (core/app/index.ts, page-flows.ts), so no other page's first view carries it.
 */
export function planDetailFlow({
  api,
  browser,
  clock,
  newId,
  root,
}: PlanDetailPorts): typeof planDetailMachine {
  /** Builds the plan request (domain), queues it in the outbox and answers its id. */
  const queuePlanLead = (input: QueuePlanLead): string => {
    const actor = root();
    if (!actor) throw new Error('app not started');
    const payload = buildPlanLead({
      values: input.values,
      plan: input.plan,
      visitor: actor.getSnapshot().context.visitor,
      now: clock.now(),
      origin: browser.currentAddress(),
    });
    if (!payload) throw new Error('invalid plan request');
    const id = newId();
    const command: VisitorCommand = {
      type: 'outbox.queue',
      id,
      kind: 'solicitarplan',
      payload,
      now: clock.now(),
    };
    if (!actor.getSnapshot().can({ type: 'visitor.execute', command })) throw new Error('not queued');
    actor.send({ type: 'visitor.execute', command });
    return id;
  };

  return provideCalls(
    planDetailMachine,
    { loadPrice: (input) => loadPrice(api, input) },
    {
      actors: {
        loader: provideCalls(planLoaderMachine, {
          lookupPlan: (input) => lookupPlan(api, input),
          loadContent: (input) => loadPlanContent(api, input),
        }),
        readiness: planReadinessMachine.provide({
          actions: {
            markPrerenderReady: (_, { ready }) => browser.markPrerenderReady?.(ready),
            scrollToTab: () => browser.scrollIntoView?.(PLAN_TAB_ANCHOR),
          },
        }),
        request: provideCalls(
          planRequestMachine,
          { queueLead: async (input) => queuePlanLead(input) },
          { actors: { queueAdditional: queueAdditionalInsurance({ browser, clock, newId, root }) } },
        ),
      },
      actions: {
        navigate: toParent(({ to, replace }: { to: string; replace: boolean }) => ({
          type: 'navigation.go',
          to,
          replace,
        })),
        // The modal gets its own history entry (the comparison's address plus a fragment), so back closes it.
        pushModal: (_, { productCode }) => {
          const here = parseLocation(browser.currentAddress());
          const address = `${here.pathname}${here.search}${modalPlanHash(productCode)}`;
          browser.push(address);
          root()?.send({ type: 'navigation.popped', address });
        },
        closeModal: (_, { openedHere }) => {
          if (openedHere) return browser.back();
          const here = parseLocation(browser.currentAddress());
          root()?.send({ type: 'navigation.go', to: `${here.pathname}${here.search}`, replace: true });
        },
      },
    },
  );
}
