import { PAGE_CODE_TEXTS } from '../../core/domain';
import styles from '../routing/page-load-boundary.module.css';

/**
 * What the visitor sees when the site's code could not be downloaded: the page-code panel's words,
 * drawn without React (React is part of what did not arrive), above whatever the prerendered HTML
 * shows. In Spanish on every address: the en/pt texts come with the code too (docs/decisions.md).
 */
export function showSiteCodeNotice(doc: Document, online: boolean, retry: () => void): void {
  const panel = doc.createElement('section');
  panel.className = styles.panel ?? '';
  panel.setAttribute('role', 'alert');
  const title = doc.createElement('h2');
  title.textContent = PAGE_CODE_TEXTS.title;
  const message = doc.createElement('p');
  message.textContent = online ? PAGE_CODE_TEXTS.online : PAGE_CODE_TEXTS.offline;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = PAGE_CODE_TEXTS.retry;
  button.addEventListener('click', retry);
  panel.append(title, message, button);
  doc.body.prepend(panel);
}
