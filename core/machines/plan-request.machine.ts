import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  EMPTY_PLAN_REQUEST,
  additionalInsuranceError,
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
  /** The additional insurances ticked (codes the plan offers, issue 26); kept like the typed values. */
  readonly additional: readonly string[];
  /** Beside the additional insurances once the visitor tried to send: a choice the plan does not offer. */
  readonly additionalError: string | null;
  /** The outbox id of the additional-insurance request sent with the plan's. */
  readonly additionalLeadId: string | null;
  /** The additional-insurance request could not be queued: the thank-you offers to send it again. */
  readonly additionalFailed: boolean;
}

/** What the queueing actor gets: the values and the plan; it answers the outbox id. */
export interface QueuePlanLead {
  readonly values: PlanRequestValues;
  readonly plan: LeadPlan;
}

/** What the additional-insurance queueing gets: the plan request's values and the insurances ticked. */
export interface QueueAdditionalLead extends QueuePlanLead {
  readonly chosen: readonly string[];
}

export type PlanRequestField = 'nombre' | 'rut' | 'email' | 'telefono';

export type PlanRequestCommand =
  | { type: 'detail.request.change'; field: PlanRequestField; value: string }
  | { type: 'detail.request.consent'; on: boolean }
  | { type: 'detail.request.channel'; channel: LeadChannel; on: boolean }
  /** An additional insurance the plan offers, ticked or not (issue 26). */
  | { type: 'detail.request.additional'; code: string; on: boolean }
  | { type: 'detail.request.submit' }
  /** After the thank-you: the additional-insurance request that could not be queued, again. */
  | { type: 'detail.request.additionalRetry' }
  /** After the thank-you: another request (same values, new plan or a second thought). */
  | { type: 'detail.request.again' };

export type PlanRequestEvent = PlanRequestCommand | { type: 'request.plan'; plan: LeadPlan | null };

const errorsIfTried = (context: PlanRequestContext, values: PlanRequestValues): PlanRequestErrors =>
  context.tried ? planRequestErrors(context.country, values) : {};

const offersOf = (plan: LeadPlan | null) => plan?.offers ?? [];
const additionalErrorOf = (plan: LeadPlan | null, chosen: readonly string[]) =>
  additionalInsuranceError(offersOf(plan), chosen);

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
    // Supplied at the root: builds the additional-insurance lead (domain), queues it, answers its id.
    queueAdditional: fromPromise<string, QueueAdditionalLead>(async () => {
      throw new Error('queueAdditional not provided');
    }),
  },
  guards: {
    valid: ({ context }) =>
      context.plan !== null &&
      !hasErrors(planRequestErrors(context.country, context.values)) &&
      additionalErrorOf(context.plan, context.additional) === null,
    withAdditional: ({ context }) => context.additional.length > 0,
    additionalFailed: ({ context }) => context.additionalFailed,
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
    choose: assign(({ context, event }) => {
      if (event.type !== 'detail.request.additional') return {};
      const rest = context.additional.filter((code) => code !== event.code);
      const additional = event.on ? [...rest, event.code] : rest;
      return {
        additional,
        additionalError: context.tried ? additionalErrorOf(context.plan, additional) : null,
      };
    }),
    notePlan: assign({
      plan: ({ context, event }) => (event.type === 'request.plan' ? event.plan : context.plan),
    }),
    // Another plan: the ticks of insurances it does not offer go (what was typed stays).
    keepOffered: assign(({ context }) => {
      const offered = new Set(offersOf(context.plan).map((offer) => offer.code));
      return { additional: context.additional.filter((code) => offered.has(code)), additionalError: null };
    }),
    showErrors: assign(({ context }) => ({
      tried: true,
      errors: planRequestErrors(context.country, context.values),
      additionalError: additionalErrorOf(context.plan, context.additional),
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
    additional: [],
    additionalError: null,
    additionalLeadId: null,
    additionalFailed: false,
  }),
  initial: 'editing',
  on: {
    'request.plan': [
      // Another plan: a new form over the same typed values.
      {
        guard: ({ context, event }) => event.plan?.productCode !== context.plan?.productCode,
        target: '.editing',
        actions: [
          'notePlan',
          'keepOffered',
          assign({ leadId: null, additionalLeadId: null, additionalFailed: false }),
        ],
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
        'detail.request.additional': { actions: 'choose' },
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
        onDone: [
          // The plan's request is queued; the additional insurances ticked go in a request of their own.
          {
            guard: 'withAdditional',
            target: 'queueingAdditional',
            actions: assign({ leadId: ({ event }) => event.output }),
          },
          { target: 'thanks', actions: assign({ leadId: ({ event }) => event.output }) },
        ],
        // Nothing was queued: the values stay, the visitor can send again.
        onError: { target: 'editing' },
      },
    },
    queueingAdditional: {
      invoke: {
        src: 'queueAdditional',
        input: ({ context }) => ({
          values: context.values,
          plan: context.plan ?? { id: 0, productCode: '', productType: '' },
          chosen: context.additional,
        }),
        onDone: {
          target: 'thanks',
          actions: assign({ additionalLeadId: ({ event }) => event.output, additionalFailed: false }),
        },
        // The plan's request is on its way; this one was not queued: the thank-you offers it again.
        onError: { target: 'thanks', actions: assign({ additionalFailed: true }) },
      },
    },
    thanks: {
      on: {
        'detail.request.additionalRetry': { guard: 'additionalFailed', target: 'queueingAdditional' },
        'detail.request.again': {
          target: 'editing',
          actions: assign({
            leadId: null,
            additionalLeadId: null,
            additionalFailed: false,
            tried: false,
            errors: {},
            additionalError: null,
          }),
        },
      },
    },
  },
});

export type PlanRequestSnapshot = SnapshotFrom<typeof planRequestMachine>;
export const selectRequestValues = (snapshot: PlanRequestSnapshot) => snapshot.context.values;
export const selectRequestErrors = (snapshot: PlanRequestSnapshot) => snapshot.context.errors;
// The plan's request is queued once the additional one is being queued: the thank-you shows.
export const selectRequestLeadId = (snapshot: PlanRequestSnapshot) =>
  snapshot.matches('thanks') || snapshot.matches('queueingAdditional') ? snapshot.context.leadId : null;
export const selectRequestSending = (snapshot: PlanRequestSnapshot) => snapshot.matches('queueing');
/** The additional insurances the plan offers, those ticked and the message beside them (issue 26). */
export const selectRequestOffers = (snapshot: PlanRequestSnapshot) => snapshot.context.plan?.offers ?? [];
export const selectRequestAdditional = (snapshot: PlanRequestSnapshot) => snapshot.context.additional;
export const selectRequestAdditionalError = (snapshot: PlanRequestSnapshot) =>
  snapshot.context.additionalError;
/** The additional-insurance request of the thank-you: its outbox id, being queued, or failed. */
export const selectAdditionalLead = (snapshot: PlanRequestSnapshot) =>
  snapshot.matches('queueingAdditional')
    ? { id: null, failed: false, queueing: true }
    : snapshot.matches('thanks') && (snapshot.context.additionalLeadId || snapshot.context.additionalFailed)
      ? { id: snapshot.context.additionalLeadId, failed: snapshot.context.additionalFailed, queueing: false }
      : null;
