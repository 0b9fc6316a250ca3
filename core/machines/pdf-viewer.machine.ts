import { assign, fromPromise, setup } from 'xstate';
import type { PdfDocumentHandle } from '../domain';
import { PDF_DOCUMENT_DEADLINE_MS } from '../domain/api';

/** §2: up to 7 pages on a full page, all of them in a modal; 'Seguir leyendo...' shows the rest. */
const PDF_PAGES_ON_PAGE = 7;

export interface PdfViewerInput {
  readonly url: string;
  readonly mode: 'page' | 'modal';
}

export interface PdfViewerContext {
  readonly url: string;
  readonly mode: 'page' | 'modal';
  readonly document: PdfDocumentHandle | null;
  readonly page: number;
  /** The visitor asked to keep reading past the full page's limit. */
  readonly expanded: boolean;
}

export type PdfViewerEvent =
  { type: 'pdf.next' } | { type: 'pdf.previous' } | { type: 'pdf.more' } | { type: 'pdf.retry' };

/** The pages this view lets the visitor reach. */
export const reachablePages = (context: PdfViewerContext): number => {
  const count = context.document?.pageCount ?? 0;
  return context.mode === 'modal' || context.expanded ? count : Math.min(count, PDF_PAGES_ON_PAGE);
};

/** The PDF viewer (§4): loading, then loaded or error; the page moves by one within 1..page count. */
export const pdfViewerMachine = setup({
  types: {
    context: {} as PdfViewerContext,
    input: {} as PdfViewerInput,
    events: {} as PdfViewerEvent,
  },
  actors: {
    // Supplied at the root: pdf.js through core/adapters/pdf.
    openDocument: fromPromise<PdfDocumentHandle, { url: string }>(async () => {
      throw new Error('openDocument not provided');
    }),
  },
  delays: { documentDeadline: PDF_DOCUMENT_DEADLINE_MS },
  guards: {
    hasNext: ({ context }) => context.page < reachablePages(context),
    hasPrevious: ({ context }) => context.page > 1,
    hasMore: ({ context }) => reachablePages(context) < (context.document?.pageCount ?? 0),
  },
}).createMachine({
  id: 'pdfViewer',
  context: ({ input }) => ({ url: input.url, mode: input.mode, document: null, page: 1, expanded: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'openDocument',
        input: ({ context }) => ({ url: context.url }),
        onDone: { target: 'loaded', actions: assign({ document: ({ event }) => event.output, page: 1 }) },
        onError: 'error',
      },
      // A document that does not arrive is not waited for past its deadline (issue 27).
      after: { documentDeadline: 'error' },
    },
    loaded: {
      on: {
        'pdf.next': { guard: 'hasNext', actions: assign({ page: ({ context }) => context.page + 1 }) },
        'pdf.previous': {
          guard: 'hasPrevious',
          actions: assign({ page: ({ context }) => context.page - 1 }),
        },
        'pdf.more': {
          guard: 'hasMore',
          actions: assign({ expanded: true, page: ({ context }) => context.page + 1 }),
        },
      },
    },
    error: { on: { 'pdf.retry': 'loading' } },
  },
});
