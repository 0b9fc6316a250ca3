import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { PdfDocumentHandle } from '../../core/domain';
import { pdfViewerMachine } from '../../core/machines/pdf-viewer.machine';

/** Issue 27: a plan document that never arrives is given up at 15 s; the viewer says so and can retry. */
describe('the PDF viewer’s deadline', () => {
  it('a held document becomes the error (with its link and Reintentar) at 15 s, and Reintentar asks again', () => {
    const asked: string[] = [];
    const clock = new SimulatedClock();
    const machine = pdfViewerMachine.provide({
      actors: {
        openDocument: fromPromise<PdfDocumentHandle, { url: string }>(({ input }) => {
          asked.push(input.url);
          return new Promise<PdfDocumentHandle>(() => {});
        }),
      },
    });
    const viewer = createActor(machine, { clock, input: { url: '/docs/plan.pdf', mode: 'page' } }).start();
    clock.increment(14_999);
    expect(viewer.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(viewer.getSnapshot().value).toBe('error');
    viewer.send({ type: 'pdf.retry' });
    expect(viewer.getSnapshot().value).toBe('loading');
    expect(asked).toHaveLength(2);
    viewer.stop();
  });
});
