import type { PlanDocument } from '../../core/domain/api';
import { DETAIL_TEXTS } from '../../core/domain';
import styles from './plan-detail.module.css';

/** The plan's documents: each with a download link that always works. */
export default function DocumentsSection({
  documents,
}: {
  documents: readonly PlanDocument[];
  mode: 'page' | 'modal';
}) {
  return (
    <div className={styles.section}>
      <h2>Documentos</h2>
      {documents.map((document) => (
        <div key={document.id} className={styles.document}>
          <p>
            <strong>{document.name}</strong>
          </p>
          <a href={document.url} download className="button button-secondary">
            {DETAIL_TEXTS.download}
          </a>
        </div>
      ))}
    </div>
  );
}
