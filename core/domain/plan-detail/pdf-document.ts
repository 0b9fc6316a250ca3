/** An open plan document: how many pages, and how to draw one (a canvas and its text layer). */
export interface PdfDocumentHandle {
  readonly pageCount: number;
  renderPage(page: number, canvas: HTMLCanvasElement, textLayer: HTMLElement, width: number): Promise<void>;
}
