import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  EMPTY_PLAN_REQUEST,
  hasErrors,
  planRequestErrors,
  type LeadChannel,
  type LeadPlan,
  type PlanRequestErrors,
  type PlanRequestValues,
  type SiteCountryCode,
} from '../domain';

/**
 * The request form of a plan detail (§2 Solicitar): what the visitor types, the messages beside the
 * fields, and the queueing of a valid request in the outbox (which delivers it, also after a reload).
 * What was typed stays here for the visit, across tabs, the modal and plans, on any failure.
 */
export interface PlanRequestInput {
  readonly country: SiteCountryCode;
}

export interface PlanRequestContext {
  readonly country: SiteCountryCode;
  readonly values: PlanRequestValues;
  /** Shown once the visitor tried to send; then kept current as they type. */
  readonly errors: PlanRequestErrors;
  readonly tried: boolean;
  readonly plan: LeadPlan | null;
  /** The outbox id of the request sent from this form, for the thank-you state. */
  readonly leadId: string | null;
}

/** What the queueing actor gets: the values and the plan; it answers the outbox id. */
export interface QueuePlanLead {
  readonly values: PlanRequestValues;
  readonly plan: LeadPlan;
}

export type PlanRequestField = 'nombre' | 'rut' | 'email' | 'telefono';

export type PlanRequestCommand =
  | { type: 'detail.request.change'; field: PlanRequestField; value: string }
  | { type: 'detail.request.consent'; on: boolean }
  | { type: 'detail.request.channel'; channel: LeadChannel; on: boolean }
  | { type: 'detail.request.submit' }
  /** After the thank-you: another request (same values, new plan or a second thought). */
  | { type: 'detail.request.again' };

export type PlanRequestEvent = PlanRequestCommand | { type: 'request.plan'; plan: LeadPlan | null };

const errorsIfTried = (context: PlanRequestContext, values: PlanRequestValues): PlanRequestErrors =>
  context.tried ? planRequestErrors(context.country, values) : {};

export const planRequestMachine = setup({
  types: {
    context: {} as PlanRequestContext,
    input: {} as PlanRequestInput,
    events: {} as PlanRequestEvent,
  },
  actors: {
    // Supplied at the root: builds the lead (domain), queues it in the outbox, answers its id.
    queueLead: fromPromise<string, QueuePlanLead>(async () => {
      throw new Error('queueLead not provided');
    }),
  },
  guards: {
    valid: ({ context }) =>
      context.plan !== null && !hasErrors(planRequestErrors(context.country, context.values)),
  },
  actions: {
    edit: assign(({ context, event }) => {
      let values = context.values;
      if (event.type === 'detail.request.change') values = { ...values, [event.field]: event.value };
      else if (event.type === 'detail.request.consent') values = { ...values, consent: event.on };
      else if (event.type === 'detail.request.channel')
        values = {
          ...values,
          channels: event.on
            ? [...values.channels.filter((channel) => channel !== event.channel), event.channel]
            : values.channels.filter((channel) => channel !== event.channel),
        };
      return { values, errors: errorsIfTried(context, values) };
    }),
    notePlan: assign({
      plan: ({ context, event }) => (event.type === 'request.plan' ? event.plan : context.plan),
    }),
    showErrors: assign(({ context }) => ({
      tried: true,
      errors: planRequestErrors(context.country, context.values),
    })),
  },
}).createMachine({
  id: 'planRequest',
  context: ({ input }) => ({
    country: input.country,
    values: EMPTY_PLAN_REQUEST,
    errors: {},
    tried: false,
    plan: null,
    leadId: null,
  }),
  initial: 'editing',
  on: {
    'request.plan': [
      // Another plan: a new form over the same typed values.
      {
        guard: ({ context, event }) => event.plan?.productCode !== context.plan?.productCode,
        target: '.editing',
        actions: ['notePlan', assign({ leadId: null })],
      },
      { actions: 'notePlan' },
    ],
  },
  states: {
    editing: {
      on: {
        'detail.request.change': { actions: 'edit' },
        'detail.request.consent': { actions: 'edit' },
        'detail.request.channel': { actions: 'edit' },
        'detail.request.submit': [{ guard: 'valid', target: 'queueing' }, { actions: 'showErrors' }],
      },
    },
    queueing: {
      invoke: {
        src: 'queueLead',
        input: ({ context }) => ({
          values: context.values,
          plan: context.plan ?? { id: 0, productCode: '', productType: '' },
        }),
        onDone: { target: 'thanks', actions: assign({ leadId: ({ event }) => event.output }) },
        // Nothing was queued: the values stay, the visitor can send again.
        onError: { target: 'editing' },
      },
    },
    thanks: {
      on: {
        'detail.request.again': {
          target: 'editing',
          actions: assign({ leadId: null, tried: false, errors: {} }),
        },
      },
    },
  },
});

export type PlanRequestSnapshot = SnapshotFrom<typeof planRequestMachine>;
export const selectRequestValues = (snapshot: PlanRequestSnapshot) => snapshot.context.values;
export const selectRequestErrors = (snapshot: PlanRequestSnapshot) => snapshot.context.errors;
export const selectRequestLeadId = (snapshot: PlanRequestSnapshot) =>
  snapshot.matches('thanks') ? snapshot.context.leadId : null;
export const selectRequestSending = (snapshot: PlanRequestSnapshot) => snapshot.matches('queueing');
