import { assign, enqueueActions, setup, type EventObject } from 'xstate';
import {
  contactRequest,
  emptyContactForm,
  validateContactForm,
  type ContactContext,
  type ContactField,
  type ContactFormErrors,
  type ContactFormInput,
} from '../domain';
import type { ContactRequest } from '../domain/api';

/**
 * The contact form (POST api/contactos). A valid message goes to the visitor's outbox (as the request
 * form): kept in the log until api/contactos confirms it, sent once, offline or online.
 */
export interface ContactFormContext {
  readonly values: ContactFormInput;
  readonly errors: ContactFormErrors;
  /** Fields the visitor has left: their errors show from then on. */
  readonly touched: readonly ContactField[];
  readonly request: ContactRequest | null;
  /** The outbox id of the message sent (its idempotency key); the view follows it in the outbox. */
  readonly leadId: string | null;
  readonly online: boolean;
}

export interface ContactFormMachineInput {
  readonly online: boolean;
}

export type ContactFormEvent =
  | { type: 'contact.edit'; field: ContactField; value: string | boolean }
  | { type: 'contact.leave'; field: ContactField }
  /** id: the outbox key, made once per message by the caller; now: when it was sent (epoch ms). */
  | { type: 'contact.submit'; id: string; now: number }
  | { type: 'contact.again' }
  /** A send that failed: try it again now (it is tried again by itself too). */
  | { type: 'contact.retry' }
  /** A send the API refused: back to the form with what was typed, to correct it. */
  | { type: 'contact.fix' }
  /** The page now showing: where a lead would come from, and the topic it suggests. */
  | { type: 'contact.page'; origin: ContactContext; topic: string | null }
  | { type: 'network.changed'; online: boolean };

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext & { readonly origin: ContactContext },
    input: {} as ContactFormMachineInput,
    events: {} as ContactFormEvent,
  },
  actions: {
    // Supplied at the root: queue the message in the outbox through the kernel (outbox.queue).
    queueLead: (_, _params: { id: string; request: ContactRequest; now: number }) => {},
    // The outbox (systemId 'outbox') tries the message again now.
    retryLead: enqueueActions(({ context, enqueue, system }) => {
      const outbox = system.get('outbox');
      if (outbox && context.leadId)
        enqueue.sendTo(outbox, { type: 'outbox.retry', id: context.leadId } as EventObject);
    }),
  },
  guards: {
    valid: ({ context }) =>
      Object.keys(validateContactForm(context.values, context.origin.country)).length === 0,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    values: emptyContactForm(),
    errors: {},
    touched: [],
    request: null,
    leadId: null,
    online: input.online,
    origin: { originUrl: '/contacto', originLead: 'contacto' },
  }),
  on: {
    'network.changed': { actions: assign({ online: ({ event }) => event.online }) },
    'contact.page': {
      actions: assign(({ context, event }) => ({
        origin: event.origin,
        // A topic the page suggests fills an untouched topic only.
        values:
          event.topic !== null && !context.touched.includes('topic')
            ? { ...context.values, topic: event.topic }
            : context.values,
      })),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.edit': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value } as ContactFormInput;
            return { values, errors: validateContactForm(values, context.origin.country) };
          }),
        },
        'contact.leave': {
          actions: assign({
            touched: ({ context, event }) =>
              context.touched.includes(event.field) ? context.touched : [...context.touched, event.field],
          }),
        },
        'contact.submit': [
          {
            guard: 'valid',
            target: 'sent',
            actions: [
              assign(({ context, event }) => ({
                request: contactRequest(context.values, context.origin),
                leadId: event.id,
                errors: {},
              })),
              {
                type: 'queueLead',
                params: ({ context, event }) => ({
                  id: event.id,
                  now: event.now,
                  request: context.request as ContactRequest,
                }),
              },
            ],
          },
          {
            // Show every error beside its field; nothing typed is lost.
            actions: assign({
              errors: ({ context }) => validateContactForm(context.values, context.origin.country),
              touched: ['name', 'email', 'phone', 'topic', 'message', 'consent'],
            }),
          },
        ],
      },
    },
    /**
     * In the outbox: the view shows its state there (issue 27): sending (within the send's deadline),
     * sent, queued offline, refused with the API's reason, or failed (tried again by itself; Reintentar).
     */
    sent: {
      on: {
        'contact.retry': { actions: 'retryLead' },
        'contact.fix': {
          target: 'editing',
          actions: assign({ request: null, leadId: null, errors: {} }),
        },
        'contact.again': {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: emptyContactForm(context.values.topic),
            errors: {},
            touched: [],
            request: null,
            leadId: null,
          })),
        },
      },
    },
  },
});

export const selectContactValues = (s: { context: ContactFormContext }) => s.context.values;
export const selectContactErrors = (s: { context: ContactFormContext }) => s.context.errors;
export const selectContactTouched = (s: { context: ContactFormContext }) => s.context.touched;
export const selectContactLeadId = (s: { context: ContactFormContext }) => s.context.leadId;
