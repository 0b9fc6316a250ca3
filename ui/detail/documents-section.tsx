import type { PlanDocument } from '../../core/domain/api';
import { PdfViewer } from './pdf-viewer';
import { Tx } from '../i18n/texts';
import styles from './plan-detail.module.css';

/** The plan's documents in the PDF viewer (this chunk, and pdf.js after it, load only when the tab opens). */
export default function DocumentsSection({
  documents,
  mode,
}: {
  documents: readonly PlanDocument[];
  mode: 'page' | 'modal';
}) {
  return (
    <div className={styles.section}>
      <h2>
        <Tx k="detail.documents" />
      </h2>
      {documents.map((document) => (
        <PdfViewer key={document.id} url={document.url} title={document.name} mode={mode} />
      ))}
    </div>
  );
}
