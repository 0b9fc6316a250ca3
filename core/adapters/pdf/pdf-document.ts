import type { PdfDocumentHandle } from '../../domain';

/**
 * Opens a PDF with pdf.js, loaded on first use (its code is not part of the page). Eval stays off
 * (strict CSP); the worker is the package's own file, served by Vite.
 */
export async function openPdfDocument(url: string): Promise<PdfDocumentHandle> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ url, isEvalSupported: false }).promise;
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, textLayer, width) {
      const page = await document.getPage(pageNumber);
      const unscaled = page.getViewport({ scale: 1 });
      const scale = width / unscaled.width;
      const viewport = page.getViewport({ scale });
      const ratio = globalThis.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      await page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      }).promise;
      textLayer.replaceChildren();
      textLayer.style.setProperty('--scale-factor', String(scale));
      textLayer.style.setProperty('--total-scale-factor', String(scale));
      await new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      }).render();
    },
  };
}
