import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { reachablePages } from '../../core/machines/surface';
import { useApp } from '../app-context';
import { Tx } from '../i18n/texts';
import styles from './pdf-viewer.module.css';

/** A plan document, page by page, with its text layer so it can be read and searched (§2, §4). */
export function PdfViewer({ url, title, mode }: { url: string; title: string; mode: 'page' | 'modal' }) {
  const app = useApp();
  const viewer = useActorRef(app.pdfViewer, { input: { url, mode } });
  const state = useSelector(viewer, (snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('error') ? 'error' : 'loaded',
  );
  const page = useSelector(viewer, (snapshot) => snapshot.context.page);
  const reachable = useSelector(viewer, (snapshot) => reachablePages(snapshot.context));
  const count = useSelector(viewer, (snapshot) => snapshot.context.document?.pageCount ?? 0);
  const document = useSelector(viewer, (snapshot) => snapshot.context.document);
  const canNext = useSelector(viewer, (snapshot) => snapshot.can({ type: 'pdf.next' }));
  const canPrevious = useSelector(viewer, (snapshot) => snapshot.can({ type: 'pdf.previous' }));
  const canMore = useSelector(viewer, (snapshot) => snapshot.can({ type: 'pdf.more' }));
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(0);
  // Drawing on a canvas is the browser's work, done after render for the page shown.
  useEffect(() => {
    if (!document || !canvas.current || !textLayer.current || !frame.current) return;
    let current = true;
    const width = Math.min(frame.current.clientWidth || 600, 900);
    document
      .renderPage(page, canvas.current, textLayer.current, width)
      .then(() => {
        if (current) setDrawn(page);
        // The page knows it is done (prerender-ready) once every document drew its first text layer.
        app.send({ type: 'detail.document.settled', url });
      })
      .catch(() => app.send({ type: 'detail.document.settled', url }));
    return () => {
      current = false;
    };
  }, [app, document, page, url]);
  // A document that cannot open says so and will draw nothing: the page is done waiting for it.
  useEffect(() => {
    if (state === 'error') app.send({ type: 'detail.document.settled', url });
  }, [app, state, url]);
  return (
    <figure className={styles.viewer} aria-label={title} data-testid="pdf-viewer">
      {state === 'loading' && (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>
            <strong>
              <Tx k="detail.opening" />
            </strong>
            <br />
            <span>{title}</span>
          </p>
        </div>
      )}
      {state === 'error' && (
        <div className={styles.error} role="alert">
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <path d="M12 4h18l10 10v30H12z" fill="#fdecea" stroke="#c62828" strokeWidth="2" />
            <path d="M20 24l10 10M30 24L20 34" stroke="#c62828" strokeWidth="3" />
          </svg>
          <p>
            <Tx k="detail.documentFailed" />
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => viewer.send({ type: 'pdf.retry' })}
          >
            <Tx k="common.retry" />
          </button>
        </div>
      )}
      {state === 'loaded' && (
        <>
          <div className={styles.controls}>
            <button
              type="button"
              className="button button-secondary"
              disabled={!canPrevious}
              onClick={() => viewer.send({ type: 'pdf.previous' })}
            >
              <Tx k="detail.previous" />
            </button>
            <span aria-live="polite" data-testid="pdf-page" data-page={page} data-drawn={drawn}>
              <Tx k="detail.page" params={{ page, count }} />
            </span>
            <button
              type="button"
              className="button button-secondary"
              disabled={!canNext}
              onClick={() => viewer.send({ type: 'pdf.next' })}
            >
              <Tx k="detail.next" />
            </button>
          </div>
          <div ref={frame} className={styles.frame}>
            <div className={styles.page}>
              <canvas ref={canvas} aria-hidden="true" />
              <div ref={textLayer} className={`textLayer ${styles.textLayer}`} />
            </div>
          </div>
          {canMore && page === reachable && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => viewer.send({ type: 'pdf.more' })}
            >
              <Tx k="detail.keepReading" />
            </button>
          )}
        </>
      )}
      <figcaption>
        <a href={url} download className={styles.download}>
          <Tx k="detail.download" />: {title}
        </a>
      </figcaption>
    </figure>
  );
}
