import { assign, enqueueActions, forwardTo, fromPromise, sendParent, setup } from 'xstate';
import {
  moduleOutcome,
  PROFILE_MESSAGES,
  type Profile,
  type ProfilesCommand,
  type ValidationModuleRun,
} from '../domain';
import {
  CODE_CHUNK_DEADLINE_MS,
  VALIDATION_MODULE_DEADLINE_MS,
  type ApiResult,
  type ProfileForm,
  type SendProfileResponse,
} from '../domain/api';
import type { profileFormMachine } from './profile-form.machine';
import type { ProfileContext, ProfileEvent, ProfileInput } from './profile.types';

/** The profile modal's vocabulary: its ports (supplied at the root), named actions, guards and delays. */
export const profileSetup = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
  },
  actors: {
    // The calls below and the form's code are supplied at the root.
    loadFormCode: fromPromise<typeof profileFormMachine>(async () => {
      throw new Error('loadFormCode not provided');
    }),
    loadForm: fromPromise<ApiResult<ProfileForm>, { productType: string }>(async () => {
      throw new Error('loadForm not provided');
    }),
    runValidation: fromPromise<ValidationModuleRun, { url: string; profile: Profile }>(async () => ({
      loaded: false,
      reason: 'runValidation not provided',
    })),
    // Fetches the form's validation module as the form shows, so a visitor who goes offline after
    // opening the form can still have the profile validated (docs/decisions.md). Never rejects.
    prefetchValidation: fromPromise<void, { url: string }>(async () => {}),
    sendProfile: fromPromise<ApiResult<SendProfileResponse>, { profile: Profile; productType: string }>(
      async () => {
        throw new Error('sendProfile not provided');
      },
    ),
  },
  actions: {
    toForm: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue(forwardTo(context.formRef));
    }),
    startForm: assign({
      formRef: ({ context, spawn }) =>
        context.formCode
          ? spawn(context.formCode, {
              systemId: 'profileForm',
              input: {
                country: context.country,
                productType: context.productType,
                // Entered only with a loaded form (guard formLoaded).
                form: context.form ?? { profileFormFields: [] },
                stored: context.stored,
              },
            })
          : null,
    }),
    stopForm: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue.stopChild(context.formRef);
      enqueue.assign({ formRef: null });
    }),
    warn: (_, _params: { message: string; detail?: unknown }) => {},
    notePage: assign({
      pagePath: ({ context, event }) =>
        event.type === 'page.changed' ? event.location.pathname : context.pagePath,
    }),
    opened: assign(({ event }) =>
      event.type === 'profile.open'
        ? {
            productType: event.productType,
            stored: event.stored,
            sendsToServer: event.sendsToServer,
            form: null,
            verdict: null,
          }
        : {},
    ),
    noteSubmitted: assign({
      submitted: ({ context, event }) =>
        event.type === 'profileForm.submitted' ? event.profile : context.submitted,
      verdict: null,
    }),
    prefetchValidation: enqueueActions(({ context, enqueue }) => {
      const url = context.form?.validationScriptUrl;
      if (url) enqueue.spawnChild('prefetchValidation', { input: { url } });
    }),
    // Fails closed (issue 27): the form takes its fields back, with what was typed, and says why.
    unvalidated: enqueueActions(({ context, enqueue }) => {
      if (context.formRef) enqueue.sendTo(context.formRef, { type: 'profileForm.unvalidated' as const });
    }),
    judge: assign(({ context }, params: { run: ValidationModuleRun }) => {
      const verdict = moduleOutcome(params.run, context.submitted);
      return { verdict, submitted: verdict.kind === 'save' ? verdict.profile : context.submitted };
    }),
    refuse: enqueueActions(({ context, enqueue }) => {
      if (!context.formRef) return;
      enqueue.sendTo(context.formRef, {
        type: 'profileForm.refused' as const,
        message: context.verdict?.kind === 'invalid' ? context.verdict.message : PROFILE_MESSAGES.invalid,
      });
    }),
    // The root (the parent) decides the command on its projection and records the events.
    save: sendParent(({ context }) => {
      const command: ProfilesCommand = {
        type: 'profile.save',
        productType: context.productType,
        profile: context.submitted,
      };
      return { type: 'visitor.execute' as const, command };
    }),
    // Unless internal traffic: staff profiles are not sent to the server (§6, §7).
    send: enqueueActions(({ context, enqueue }) => {
      if (!context.sendsToServer) return;
      enqueue.spawnChild('sendProfile', {
        input: { profile: context.submitted, productType: context.productType },
      });
    }),
  },
  delays: { codeChunk: CODE_CHUNK_DEADLINE_MS, validationModule: VALIDATION_MODULE_DEADLINE_MS },
  guards: {
    formLoaded: (_, params: { output: ApiResult<ProfileForm> }) => params.output.ok,
    formCodeLoaded: ({ context }) => context.formCode !== null,
    hasValidationModule: ({ context }) => Boolean(context.form?.validationScriptUrl),
    moduleRefused: ({ context }) => context.verdict?.kind === 'invalid',
    moduleUnavailable: ({ context }) => context.verdict?.kind === 'unavailable',
    leftThePage: ({ context, event }) =>
      event.type === 'page.changed' &&
      context.pagePath !== null &&
      event.location.pathname !== context.pagePath,
  },
});
