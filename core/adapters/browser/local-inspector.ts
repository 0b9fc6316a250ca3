import type { InspectionEvent, Observer } from 'xstate';
import { emptyInspector, inspectorStep, treeRows, type InspectorModel } from './inspector-model';

/**
 * A local actor inspector for development (`?inspect=local`), for machines that cannot reach
 * stately.ai: a panel beside the page with the live actor tree (system id, parent → child, current
 * state) and the messages between actors (source → target, event type). Loaded dynamically from
 * inspector.ts in DEV only, so no production bundle contains it.
 */
const WIDTH = 'min(460px, 100vw)';
const STYLE = `
:host { all: initial; }
aside { position: fixed; inset: 0 0 0 auto; width: ${WIDTH}; z-index: 2147483647;
  display: grid; grid-template-rows: auto auto minmax(0, 1fr) auto minmax(0, 1.4fr);
  background: #0f172a; color: #e2e8f0; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace;
  box-shadow: -4px 0 16px rgb(0 0 0 / 0.35); }
aside[data-collapsed] { inset: auto 0 0 auto; width: auto; grid-template-rows: auto; }
aside[data-collapsed] > :not(header) { display: none; }
header, h2 { display: flex; align-items: center; gap: 8px; margin: 0; padding: 6px 10px;
  background: #1e293b; border-bottom: 1px solid #334155; }
header strong { font-size: 13px; flex: 1; }
h2 { font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; color: #94a3b8; }
button { font: inherit; color: #e2e8f0; background: #334155; border: 1px solid #475569; border-radius: 4px;
  padding: 2px 8px; cursor: pointer; }
button:hover, button:focus-visible { background: #475569; }
.scroll { overflow: auto; padding: 4px 0; }
ul { list-style: none; margin: 0; padding: 0; }
li { display: flex; gap: 8px; padding: 1px 10px; white-space: nowrap; }
li:nth-child(odd) { background: rgb(255 255 255 / 0.03); }
.name { color: #7dd3fc; }
.state { color: #fcd34d; overflow: hidden; text-overflow: ellipsis; }
.seq { color: #64748b; min-width: 3.5em; text-align: right; }
.from { color: #86efac; }
.to { color: #7dd3fc; }
.type { color: #f9a8d4; overflow: hidden; text-overflow: ellipsis; }
.arrow { color: #64748b; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function createLocalInspector(document: Document): { inspect: Observer<InspectionEvent> } {
  let model: InspectorModel = emptyInspector();
  let paused = false;
  let scheduled = false;

  const host = element(document, 'div');
  host.setAttribute('data-local-inspector', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = element(document, 'style', undefined, STYLE);
  const panel = element(document, 'aside');
  panel.setAttribute('aria-label', 'Inspector de actores');
  const header = element(document, 'header');
  const title = element(document, 'strong', undefined, 'Actores');
  const pause = element(document, 'button', undefined, 'Pausar');
  const clear = element(document, 'button', undefined, 'Limpiar');
  const collapse = element(document, 'button', undefined, 'Ocultar');
  header.append(title, pause, clear, collapse);
  const treeTitle = element(document, 'h2');
  const tree = element(document, 'ul');
  const treeBox = element(document, 'div', 'scroll');
  treeBox.append(tree);
  const logTitle = element(document, 'h2');
  const log = element(document, 'ul');
  const logBox = element(document, 'div', 'scroll');
  logBox.append(log);
  panel.append(header, treeTitle, treeBox, logTitle, logBox);
  root.append(style, panel);

  const render = () => {
    scheduled = false;
    const rows = treeRows(model);
    treeTitle.textContent = `Árbol de actores (${rows.length}): id de sistema · estado`;
    tree.replaceChildren(
      ...rows.map(({ actor, depth }) => {
        const item = element(document, 'li');
        item.style.paddingLeft = `${10 + depth * 14}px`;
        item.append(
          element(document, 'span', 'arrow', depth > 0 ? '└' : '●'),
          element(document, 'span', 'name', actor.name),
          element(document, 'span', 'state', actor.state),
        );
        return item;
      }),
    );
    logTitle.textContent = `Mensajes (${model.seen}${paused ? ', en pausa' : ''}): origen → destino · evento`;
    log.replaceChildren(
      ...model.messages.map((message) => {
        const item = element(document, 'li');
        item.append(
          element(document, 'span', 'seq', String(message.seq)),
          element(document, 'span', 'from', message.from),
          element(document, 'span', 'arrow', '→'),
          element(document, 'span', 'to', message.to),
          element(document, 'span', 'type', message.type),
        );
        return item;
      }),
    );
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(render);
  };

  pause.addEventListener('click', () => {
    paused = !paused;
    pause.textContent = paused ? 'Seguir' : 'Pausar';
    schedule();
  });
  clear.addEventListener('click', () => {
    model = { ...model, messages: [], seen: 0 };
    schedule();
  });
  // Open, the panel keeps its width beside the page instead of covering it; a narrow window starts it closed.
  const show = (open: boolean) => {
    panel.toggleAttribute('data-collapsed', !open);
    collapse.textContent = open ? 'Ocultar' : 'Inspector';
    document.documentElement.style.marginRight = open ? WIDTH : '';
  };
  collapse.addEventListener('click', () => show(panel.hasAttribute('data-collapsed')));
  show((document.defaultView?.innerWidth ?? 0) >= 900);

  const mount = () => document.body.append(host);
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });

  return {
    inspect: {
      next: (inspected) => {
        // Paused, the tree stays live and the log keeps what it shows.
        if (paused && inspected.type === '@xstate.event') return;
        model = inspectorStep(model, inspected);
        schedule();
      },
    },
  };
}
