import {
  createActor,
  fromPromise,
  type Actor,
  type ActorOptions,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import {
  COMPACT_AFTER_EVENTS,
  decide,
  evolve,
  fold,
  initialVisitorState,
  observedOutcome,
  parseExportedLog,
  stampEvent,
  type EventDraft,
  type ImportRejection,
  siteCountryFor,
  type SiteCountry,
  type VisitorState,
  type Profile,
  type ValidationModuleRun,
  resolveFinal,
} from '../domain';
import { type ApiClient, ok, type ApiResult } from '../domain/api';
import type { OutboxKind } from '../domain/outbox/outbox-kind';
import type { OutboxBody } from '../domain/outbox/outbox-bodies';
import { leadAttributionInfo, deliveryAnswer, type DeliveryAnswer } from '../domain';
import type { ApiConfig } from '../adapters/api';
import { startSampleWorkerIfStatic } from '../adapters/sample-backend/static-build';
import { windowBrowser, type Browser } from '../adapters/browser/browser';
import { loadInspector } from '../adapters/browser/inspector';
import { systemClock, type Clock } from '../adapters/clock/clock';
import type { EventStore, StoreKind, StoreProblem } from '../adapters/store/event-store';
import { openBrowserEventStore } from '../adapters/store/open-browser-store';
import { appMachine, type AppEvent } from '../machines/app.machine';
import { navigationMachine } from '../machines/navigation.machine';
import { sessionExpiryMachine } from '../machines/session-expiry.machine';
import { profileMachine } from '../machines/profile.machine';
import { validationModuleRunner } from '../adapters/validation-module/load-validation-module';
import { outboxMachine } from '../machines/outbox.machine';
import { pageFlowLoader } from '../machines/page-flows';
import { leadDeliveryMachine, type DeliveryAttempt } from '../machines/lead-delivery.machine';
import { provideVisitorFlows, type VisitorFlowPorts } from './visitor-flows';
import { provideCalls } from './provide-calls';
import { pageCodeFlow } from './page-code-flow';
import type { VisitorsBoot } from '../machines/visitors-boot';
import { windowVisitorBrowser, type VisitorBrowser } from '../adapters/browser/visitor-browser';
import { visitorScopedClient } from '../adapters/api/visitor-scoped-client';
import { browserVisitorsBoot } from './visitors-boot-browser';
import { localTokenStorage, type TokenStorage } from '../adapters/browser/token-storage';
import { partnerConfigOf, staffPonderationOf } from './visitor-flows';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import type { PurchaseFlow } from './purchase-flow';
import { sampleChatProvider, type ChatProvider } from '../adapters/chat/chat-provider';
import { pdfViewerMachine } from '../machines/pdf-viewer.machine';
import { connectivityMachine } from '../machines/connectivity.machine';
import { observedApi } from '../adapters/network/observed-api';
import { probeServer } from '../adapters/network/probe';
import { pageCodeReload, type PageCodeReload } from '../adapters/browser/page-code-reload';
import { importWhenOnline } from '../adapters/browser/import-when-online';
import { contentMachine } from '../machines/content.machine';
import { contactFormMachine } from '../machines/contact-form.machine';
import { loadContent } from '../adapters/api/loaders/content.loader';
import { addressInLanguage } from '../domain';

/** The view's texts come through here: the view never imports adapters. */
export { loadTranslator, type Translator } from '../adapters/i18n/translator';
import { replayingApi } from '../adapters/prerender/recorded-answers';
import { nextTask } from '../adapters/browser/next-task';
import { windowPrerenderedPage } from '../adapters/prerender/prerendered-page';
import {
  installErrorHooks,
  lazyErrorReporter,
  recentErrorReports,
} from '../adapters/error-reporting/browser-hooks';
import type { RecentError } from '../machines/staff.machine';
import { ufValueSource, type UfValueSource } from './uf-flow';

/** The site's code that loads on demand, each import once (import-when-online.ts: not tried offline). */
const accessFlowCode = importWhenOnline(() => import('./access-flow'));
const apiClientCode = importWhenOnline(() => import('../adapters/api'));
const pdfDocumentCode = importWhenOnline(() => import('../adapters/pdf/pdf-document'));
const chatFlowCode = importWhenOnline(() => import('./chat-flow'));
const compareFlowCode = importWhenOnline(() => import('./compare-flow'));
const profileFormCode = importWhenOnline(() => import('../machines/profile-form.machine'));
const planDetailFlowCode = importWhenOnline(() => import('./plan-detail-flow'));
const purchaseFlowCode = importWhenOnline(() => import('./purchase-flow'));

/** The composition root: adapters in, one running actor system out. */
export interface AppAdapters {
  readonly country: SiteCountry;
  readonly browser: Browser;
  readonly clock: Clock;
  readonly store: EventStore;
  /** The typed API client (core/adapters/api); flows reach it only through actors supplied here. */
  readonly api: ApiClient;
  readonly inspect?: Observer<InspectionEvent>;
  readonly warn?: (message: string, detail?: unknown) => void;
  /**
   * Runs a profile form's validation module (§5), and fetches one ahead as the form shows. Without it
   * (tests, static pages) the site runs no module: forms save by their own rules.
   */
  readonly runValidationModule?: ((url: string, profile: Profile) => Promise<ValidationModuleRun>) & {
    readonly prefetch?: (url: string) => Promise<void>;
  };
  /** The machines' timers (xstate's clock); tests pass a SimulatedClock, the site the real one. */
  readonly timers?: NonNullable<ActorOptions<typeof appMachine>['clock']>;
  /** Origin, frame and clipboard for the referral, share, staff and partner flows (none in most tests). */
  readonly visitorBrowser?: VisitorBrowser;
  readonly visitorsBoot?: VisitorsBoot;
  /** The JWT in local storage (§6); without it the institution view always sends to /login. */
  readonly tokenStorage?: TokenStorage;
  /** The error service's latest reports, for the staff panel (issue 27). */
  readonly recentErrors?: () => Promise<readonly RecentError[]>;
  /** The API's published token keys (JWKS, absolute URL); without it token signatures are not checked. */
  readonly jwksUrl?: string | null;
  /**
   * The payment provider's port; by default the sample backend's sandbox at `paymentsBase` (the API's
   * base, '/api/'), built by the purchase's own code so no visitor who never buys downloads it.
   */
  readonly payments?: PaymentProvider;
  readonly paymentsBase?: string;
  /** Fresh ids (purchase sessions); crypto.randomUUID by default. */
  readonly newId?: () => string;
  /** New ids (outbox keys); random by default. */
  readonly ids?: () => string;
  /** While offline, asks whether the server answers again; without it only the browser's word and calls count. */
  readonly probe?: () => Promise<boolean>;
  /** The live chat's port (the sample backend's provider by default). */
  readonly chat?: ChatProvider;
  /** The one reload a deploy's missing page code gets (the browser only; page-code-flow.ts). */
  readonly pageCode?: PageCodeReload;
}

/** What the view may ask for: every event of the system but the projection's own. */
type AppCommand = Exclude<
  AppEvent,
  | { type: 'visitor.recorded' }
  | { type: 'route.changed' }
  | { type: 'network.changed' }
  | { type: 'network.observed' }
>;

/** What the view may use of the running site (ui/ sees only this, through its app context). */
export interface ViewApp {
  readonly actor: Actor<typeof appMachine>;
  /** A plan document's viewer, its pdf.js adapter supplied; the view starts one per document. */
  readonly pdfViewer: typeof pdfViewerMachine;
  send(command: AppCommand): void;
  /** Where the log is kept; 'memory' means the visitor's choices end with the page. */
  readonly storage: { kind(): StoreKind; subscribe(listener: () => void): () => void };
  /** The online purchase flow, loaded with its page on first use and kept for the visit. */
  purchase(): Promise<PurchaseFlow>;
  /** The day's UF value, for UF prices' pesos (Chile). */
  readonly uf: UfValueSource;
  /** "Mis datos": forget every event this browser keeps of the visitor, then boot afresh. */
  deleteHistory(): Promise<void>;
}

/** The composition root's handle: the view's part, and what boot, devtools and tests use. */
export interface App extends ViewApp {
  readonly api: ApiClient;
  /** Stamp, fold and persist a domain event. */
  record(draft: EventDraft): void;
  /** Resolves when every recorded event has reached the store. */
  flushed(): Promise<void>;
  /** Entries of the stored log that could not be read at boot: skipped, the rest kept. */
  readonly problems: readonly StoreProblem[];
  exportLog(): Promise<string>;
  /** Replace this visitor's log by an exported one; the page then boots from it. */
  importLog(json: string): Promise<{ ok: true } | { ok: false; rejection: ImportRejection }>;
  stop(): void;
}

export async function createApp(given: AppAdapters): Promise<App> {
  // Comparisons on a partner host go through its allowed organizations; staff add their ponderation.
  // Every call tells the root what it learnt about the network (a dropped connection means offline).
  const adapters: AppAdapters = {
    ...given,
    api: observedApi(
      visitorScopedClient(
        given.api,
        () => partnerConfigOf(actor),
        () => staffPonderationOf(actor),
      ),
      // A call answered after the app stopped (a reload mid-call) tells nobody.
      (outcome) => {
        if (actor?.getSnapshot().status === 'active')
          actor.send({
            type: 'network.observed',
            outcome: observedOutcome(outcome, given.browser.isOnline()),
          });
      },
    ),
  };
  const { browser, clock, store, country } = adapters;
  const warn = adapters.warn ?? (() => {});

  const loaded = await store.load();
  for (const problem of loaded.problems) warn(`Evento ilegible omitido (${problem.key})`, problem.detail);

  // What the store holds, folded; kept apart from the live projection so compaction never
  // snapshots an event that has not been written yet.
  let persisted: VisitorState = fold(loaded.snapshot ?? initialVisitorState(country.code), loaded.events);
  let visitorAtBoot = persisted;
  let queue: Promise<void> = Promise.resolve();
  let actor: Actor<typeof appMachine> | null = null;
  // A boot that folded a long tail (no snapshot yet, a stale one, an import) caches its fold at once.
  if (store.tailLength() >= COMPACT_AFTER_EVENTS)
    queue = store.compact(persisted).catch((cause: unknown) => warn('No se pudo guardar un evento', cause));

  const persist = (draft: EventDraft) => {
    const event = stampEvent(draft, clock.now());
    if (actor) actor.send({ type: 'visitor.recorded', event });
    else visitorAtBoot = evolve(visitorAtBoot, event);
    queue = queue
      .then(async () => {
        await store.append(event);
        persisted = evolve(persisted, event);
        if (store.tailLength() >= COMPACT_AFTER_EVENTS) await store.compact(persisted);
      })
      .catch((cause: unknown) => warn('No se pudo guardar un evento', cause));
  };

  const bootedAt = clock.now();
  // A page starts a session when none runs: none stored, or one 10 hours old (the reload it forced).
  const session = decide({ type: 'session.start', now: bootedAt }, visitorAtBoot);
  if (session.ok) for (const event of session.events) persist(event);

  // The referral, share, staff, partner and token flows' adapters (issue 13).
  const visitorPorts: VisitorFlowPorts = {
    api: adapters.api,
    country: country.code,
    visitorBrowser: adapters.visitorBrowser ?? null,
    tokens: adapters.tokenStorage ?? null,
    jwksUrl: adapters.jwksUrl ?? null,
    ...(adapters.recentErrors ? { recentErrors: adapters.recentErrors } : {}),
    now: () => clock.now(),
    send: (event) => actor?.send(event),
    warn,
  };

  const machine = appMachine.provide({
    actions: {
      record: (_, { events }) => {
        for (const event of events) persist(event);
        // A language change reloads the same page in that language, once the change is stored.
        const language = events.find((event) => event.type === 'LanguageChanged');
        if (language?.type === 'LanguageChanged')
          void queue.then(() => {
            browser.replace(addressInLanguage(browser.currentAddress(), language.data.lang));
            browser.reload();
          });
      },
    },
    actors: {
      navigation: navigationMachine.provide({
        actions: {
          pushAddress: (_, { address }) => browser.push(address),
          replaceAddress: (_, { address }) => {
            if (address !== browser.currentAddress()) browser.replace(address);
          },
          scrollToTop: () => browser.scrollToTop(),
        },
      }),
      sessionExpiry: sessionExpiryMachine.provide({
        actions: {
          // The reloaded page boots into a new session (the session decider); what is recorded is kept first.
          reloadPage: () => void queue.then(() => browser.reload()),
        },
      }),
      // The flows of some pages load when first needed, not with every page (page-flows.ts).
      loadFlowCode: pageFlowLoader({
        compare: () => {
          // A card opens a plan in the modal: its flow's code is fetched with the comparator's.
          void planDetailFlowCode().catch(() => {});
          return compareFlowCode().then((module) => module.comparisonFlow(adapters.api));
        },
        access: () => accessFlowCode().then((module) => module.accessFlow(visitorPorts)),
        planDetail: () =>
          planDetailFlowCode().then((module) =>
            module.planDetailFlow({ api: adapters.api, browser, clock, newId, root: () => actor }),
          ),
        // The live chat: its code loads on the launcher's first click.
        chat: () =>
          chatFlowCode().then((module) =>
            module.chatFlow({ provider: adapters.chat ?? sampleChatProvider('/api/'), clock, warn }),
          ),
        // The online purchase: its code loads with its page (the page tells the root where it is).
        purchase: () =>
          purchaseFlowCode().then((module) =>
            module.purchaseFlow({
              root: started(),
              api: adapters.api,
              ...(adapters.payments ? { payments: adapters.payments } : {}),
              paymentsBase: adapters.paymentsBase ?? '/api/',
              clock,
              newId: adapters.newId ?? (() => crypto.randomUUID()),
            }),
          ),
      }),
      profile: provideCalls(
        profileMachine,
        {
          loadForm: (input) => adapters.api.profileForm(input.productType),
          // The form's code loads with the first form shown, not with the page.
          loadFormCode: () => profileFormCode().then((module) => module.profileFormMachine),
          runValidation: async (input): Promise<ValidationModuleRun> =>
            adapters.runValidationModule
              ? adapters.runValidationModule(input.url, input.profile)
              : { loaded: false, reason: 'no validation module runner' },
          prefetchValidation: async (input) => {
            await adapters.runValidationModule?.prefetch?.(input.url);
          },
          // Handed to the outbox: kept in the log across reloads, sent once with its key when online.
          // The answer reads 'queued under this key'; the outbox reports the delivery.
          sendProfile: async (input) => {
            const id: string = globalThis.crypto.randomUUID();
            const now = clock.now();
            actor?.send({
              type: 'visitor.execute',
              command: {
                type: 'outbox.queue',
                id,
                kind: 'profile',
                payload: { profile: input.profile, productType: input.productType },
                now,
              },
            });
            return ok({ id, receivedAt: new Date(now).toISOString() });
          },
        },
        {
          actions: {
            warn: (_, { message, detail }) => warn(message, detail),
          },
          // A site without a module runner (tests, static pages) runs no module: the forms' own rules.
          ...(adapters.runValidationModule ? {} : { guards: { hasValidationModule: () => false } }),
        },
      ),
      outbox: outboxMachine.provide({
        actors: { delivery: leadDeliveryMachine.provide({ actors: outboxDestinations(adapters.api) }) },
      }),
      content: provideCalls(contentMachine, { loadContent: (input) => loadContent(adapters.api, input) }),
      // The contact form sends through the outbox, as the request form does.
      contactForm: contactFormMachine.provide({
        actions: {
          queueLead: (_, { id, request, now }) =>
            actor?.send({
              type: 'visitor.execute',
              command: {
                type: 'outbox.queue',
                id,
                kind: 'contacto',
                // The same touches a plan request carries (one function, core/domain/attribution).
                payload: {
                  ...request,
                  leadAttributionInfo: leadAttributionInfo(actor.getSnapshot().context.visitor),
                },
                now,
              },
            }),
        },
      }),
      ...provideVisitorFlows(visitorPorts),
      connectivity: provideCalls(connectivityMachine, {
        probe: () => adapters.probe?.() ?? Promise.resolve(false),
      }),
      pageCode: pageCodeFlow(adapters.pageCode),
    },
  });

  const newId = adapters.ids ?? randomId;
  /** The running root, for the flows its loaders supply (a loader runs only once the root has started). */
  const started = (): Actor<typeof appMachine> => {
    if (!actor) throw new Error('app not started');
    return actor;
  };

  actor = createActor(machine, {
    input: {
      country,
      visitor: visitorAtBoot,
      address: browser.currentAddress(),
      now: bootedAt,
      online: browser.isOnline(),
      // A browser port that cannot tell the referrer (tests) makes no touch.
      ...(browser.referrer
        ? {
            arrival: {
              referrer: browser.referrer(),
              siteOrigin: new URL(browser.href()).origin,
              userAgent: browser.userAgent(),
            },
          }
        : {}),
      ...(adapters.visitorsBoot ? { visitors: adapters.visitorsBoot } : {}),
    },
    ...(adapters.inspect ? { inspect: adapters.inspect } : {}),
    ...(adapters.timers ? { clock: adapters.timers } : {}),
  });
  const running = actor;
  const unsubscribers = [
    browser.onPopState((address) => running.send({ type: 'navigation.popped', address })),
    browser.onVisible(() => running.send({ type: 'session.check', now: clock.now() })),
    browser.onVisible(() => running.send({ type: 'referral.tick', now: clock.now() })),
    browser.onConnectivityChange((online) => running.send({ type: 'network.changed', online })),
  ];
  running.start();

  let purchase: Promise<PurchaseFlow> | null = null;
  const openPurchase = () => {
    purchase ??= purchaseFlowCode().then(({ startPurchaseFlow }) => startPurchaseFlow(running, clock));
    purchase.catch(() => (purchase = null)); // a chunk that failed to load is tried again
    return purchase;
  };

  // A purchase address starts its flow with the app, as the root starts the comparison's: its calls go
  // out while the page's code loads, and a prerendered first step can hydrate once they are answered.
  // The site's own route table, as the navigation machine reads it.
  const { resolution } = resolveFinal(
    new URL(browser.currentAddress(), 'http://site.invalid').pathname,
    5,
    country.code,
  );
  if (resolution.kind === 'page' && resolution.page === 'online-purchase')
    void openPurchase().catch(() => {});

  return {
    actor: running,
    pdfViewer: provideCalls(pdfViewerMachine, {
      openDocument: (input) => pdfDocumentCode().then((pdf) => pdf.openPdfDocument(input.url)),
    }),
    api: adapters.api,
    send: (command) => running.send(command),
    record: persist,
    flushed: () => queue,
    problems: loaded.problems,
    storage: { kind: store.kind, subscribe: (listener) => store.onKindChange(listener) },
    exportLog: async () => {
      await queue;
      return JSON.stringify(await store.exportLog(clock.now()), null, 2);
    },
    importLog: async (json) => {
      const parsed = parseExportedLog(json);
      if (!parsed.ok) return parsed;
      await queue;
      await store.importLog(parsed.log);
      browser.reload();
      return { ok: true };
    },
    purchase: openPurchase,
    uf: ufValueSource(adapters.api, country),
    deleteHistory: async () => {
      await queue;
      const log = await store.exportLog(clock.now());
      await store.importLog({ ...log, events: [] });
      browser.reload();
    },
    stop: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      void purchase?.then((flow) => flow.stop());
      running.stop();
    },
  };
}

/** A random id: randomUUID where the page is a secure context, random bytes otherwise. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Where each kind of outbox item goes: one API call per kind, carrying the item's id as its
 * Idempotency-Key. A payload that no longer fits its call is refused (kept, never sent broken).
 */
function outboxDestinations(api: ApiClient) {
  // The bodies' schemas load with the API client's chunk, which the send needs anyway; a chunk that
  // cannot arrive is a failed attempt, tried again like a network failure.
  const through = <K extends OutboxKind>(
    kind: K,
    send: (body: OutboxBody<K>, idempotencyKey: string) => Promise<ApiResult<unknown>>,
  ) =>
    fromPromise<DeliveryAnswer, DeliveryAttempt>(async ({ input }) => {
      const bodies = await apiClientCode().then(
        (module) => module.OUTBOX_BODIES,
        () => null,
      );
      if (!bodies) return 'failed';
      const body = bodies[kind].safeParse(input.payload);
      return body.success ? deliveryAnswer(await send(body.data as OutboxBody<K>, input.id)) : 'refused';
    });
  return {
    solicitarplan: through('solicitarplan', (body, key) => api.requestPlan(body, { idempotencyKey: key })),
    contacto: through('contacto', (body, key) => api.sendContact(body, { idempotencyKey: key })),
    'seguro-adicional': through('seguro-adicional', (body, key) =>
      api.requestAdditionalInsurance(body, { idempotencyKey: key }),
    ),
    profile: through('profile', (body, key) =>
      api.sendProfile(body.profile, body.productType, { idempotencyKey: key }),
    ),
    purchase: through('purchase', (body, key) => api.updatePlanStatus(body, { idempotencyKey: key })),
    consentimiento: through('consentimiento', (body, key) => api.sendConsent(body, { idempotencyKey: key })),
    revocacion: through('revocacion', (body, key) => api.sendRevocation(body, { idempotencyKey: key })),
  };
}

/**
 * The API client with its effect runtime loads on the first call, not with the page: the home page and
 * the other content pages show without it. A chunk that cannot load is a network failure, never a throw.
 */
function lazyApiClient(config: ApiConfig): ApiClient {
  let loading: Promise<ApiClient> | null = null;
  const load = () => {
    loading ??= apiClientCode().then((module) => module.createApiClient(config));
    loading.catch(() => (loading = null)); // try again on the next call
    return loading;
  };
  return new Proxy({} as ApiClient, {
    get:
      (_, call: string) =>
      (...args: unknown[]) =>
        // Started in a later task: the input that asked (a filter, a sort) is painted first.
        Promise.all([load(), nextTask()]).then(
          ([client]) => (client[call as keyof ApiClient] as (...a: unknown[]) => Promise<unknown>)(...args),
          () => ({ ok: false, error: { call, kind: 'network', message: API_UNREACHABLE } }),
        ),
  });
}

/** Where error reports go: VITE_ERROR_ENDPOINT, else the sample backend's /__sample/errors; none for a real API without it. */
function errorReportsUrl(pageUrl: string): string | null {
  const configured = import.meta.env.VITE_ERROR_ENDPOINT;
  if (configured) return new URL(configured, pageUrl).href;
  return import.meta.env.VITE_API_BASE ? null : new URL('/__sample/errors', pageUrl).href;
}

/**
 * The token keys' address: VITE_JWKS_URL when set; the sample backend publishes its own (docs/sample-
 * backend.md); a real API without the setting leaves signatures to the API (docs/decisions.md).
 */
function tokenKeysUrl(apiBase: string, pageUrl: string): string | null {
  const configured = import.meta.env.VITE_JWKS_URL;
  if (configured) return new URL(configured, pageUrl).href;
  return import.meta.env.VITE_API_BASE
    ? null
    : new URL('.well-known/jwks.json', new URL(apiBase, pageUrl)).href;
}

const API_UNREACHABLE =
  'No fue posible conectar con el servidor. Verifica tu conexión a internet e inténtalo nuevamente.';

export interface BrowserApp extends App {
  /**
   * Whether to hydrate the page's HTML: it was prerendered for this address and the machines, fed the
   * answers it was built from, reached what it shows within `patienceMs` (see replayingApi). Otherwise
   * (a saved profile, filters in the query, the shell of another page) the page renders afresh.
   */
  hydrates(patienceMs: number): Promise<boolean>;
}

/** The site in a real browser: window, IndexedDB, the system clock, and the inspector when asked for. */
export async function createBrowserApp(): Promise<BrowserApp> {
  const warn = (message: string, detail?: unknown) => console.warn(message, detail ?? '');
  const browser = windowBrowser();
  const country = siteCountryFor(browser.hostname(), import.meta.env.VITE_COUNTRY);
  const inspect = await loadInspector(new URL(browser.href()).search);
  // Only a static build with no server behind it answers the API from MSW's service worker.
  // Spelt out here so other builds drop the worker's code (and MSW) altogether.
  if (import.meta.env.VITE_SAMPLE_WORKER === 'true')
    await startSampleWorkerIfStatic(import.meta.env).catch((cause: unknown) =>
      warn('No se pudo iniciar el backend de muestra', cause),
    );
  // Failures are reported (issue 27): uncaught errors, CSP violations, calls failed after their retries and
  // links the API sent that were dropped; the reporter's code loads with the first report.
  const errorEndpoint = errorReportsUrl(browser.href());
  const report = lazyErrorReporter(errorEndpoint, () =>
    import('../adapters/error-reporting/live-reporter').then((module) =>
      module.createErrorReporter({
        endpoint: errorEndpoint ?? '',
        send: module.beaconSend,
        now: () => Date.now(),
        schedule: (run, ms) => void setTimeout(run, ms),
        page: () => new URL(browser.href()).pathname,
        version: __APP_VERSION__,
      }),
    ),
  );
  installErrorHooks(report);
  // The client reads the visitor's flags on every request; the app they live in is built just below.
  let app: App | null = null;
  const flag = (name: 'internal-traffic' | 'forced-refresh') =>
    app?.actor.getSnapshot().context.visitor.flags[name] ?? false;
  const apiBase = import.meta.env.VITE_API_BASE ?? '/api/';
  const visitorBrowser = windowVisitorBrowser();
  const lazyApi = lazyApiClient({
    apiBase,
    country: country.code,
    version: __APP_VERSION__,
    internalTraffic: () => flag('internal-traffic'),
    forcedRefresh: () => flag('forced-refresh'),
    bearerToken: () => browser.storedToken(),
    report,
  });
  // A prerendered page's answers are replayed first: no second fetch of what its HTML shows.
  const prerendered = windowPrerenderedPage();
  const replay = prerendered ? replayingApi(lazyApi, prerendered.answers, prerendered.prefetched) : null;
  const api = replay?.api ?? lazyApi;
  app = await createApp({
    country,
    browser,
    clock: systemClock,
    store: openBrowserEventStore(country.storageVersion, warn),
    api,
    runValidationModule: validationModuleRunner(apiBase, browser.href()),
    visitorBrowser,
    visitorsBoot: browserVisitorsBoot(visitorBrowser, import.meta.env),
    tokenStorage: localTokenStorage(),
    jwksUrl: tokenKeysUrl(apiBase, browser.href()),
    ...(errorEndpoint ? { recentErrors: () => recentErrorReports(errorEndpoint) } : {}),
    paymentsBase: apiBase,
    chat: sampleChatProvider(apiBase),
    probe: probeServer(new URL(apiBase, browser.href()).href),
    pageCode: pageCodeReload(__APP_VERSION__),
    ...(inspect ? { inspect } : {}),
    warn,
  });
  const running = app;
  if (import.meta.env.DEV || flag('internal-traffic')) {
    browser.exposeDevtools('queseguro', {
      exportLog: () => running.exportLog(),
      importLog: (json: string) => running.importLog(json),
    });
  }
  return {
    ...app,
    hydrates: (patienceMs) => replay?.caughtUp(patienceMs) ?? Promise.resolve(false),
  };
}
