import type { ActorRefLike, InspectionEvent, Observer } from 'xstate';
import {
  emptyInspector,
  inspectorStep,
  treeRows,
  type InspectedActor,
  type InspectorModel,
} from './inspector-model';

/**
 * A local actor inspector for development (`?inspect=local`), for machines that cannot reach
 * stately.ai: a panel beside the page with the live actor tree (system id, parent → child, current
 * state) and the messages between actors (source → target, event type); a form sends any actor one of
 * the events its machine handles, with a JSON payload to edit, to drive a flow. Loaded dynamically from
 * inspector.ts in DEV only, so no production bundle contains it.
 */
const WIDTH = 'min(460px, 100vw)';
const STYLE = `
:host { all: initial; }
aside { position: fixed; inset: 0 0 0 auto; width: ${WIDTH}; z-index: 2147483647;
  display: grid; grid-template-rows: auto auto minmax(0, 1fr) auto auto auto minmax(0, 1.2fr);
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
form { display: grid; grid-template-columns: 1fr 1fr auto; gap: 6px; padding: 6px 10px; }
select, textarea { font: inherit; color: #e2e8f0; background: #1e293b; border: 1px solid #475569;
  border-radius: 4px; padding: 2px 4px; min-width: 0; }
textarea { grid-column: 1 / -1; min-height: 5.5em; resize: vertical; }
output { grid-column: 1 / -1; color: #fca5a5; min-height: 1.2em; }
output[data-ok] { color: #86efac; }
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
  /** The running actors by session id: the send form's targets. */
  const refs = new Map<string, ActorRefLike>();
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
  const sendTitle = element(document, 'h2', undefined, 'Enviar un evento: actor · evento · carga (JSON)');
  const form = element(document, 'form');
  const actorChoice = element(document, 'select');
  actorChoice.setAttribute('aria-label', 'Actor');
  const eventChoice = element(document, 'select');
  eventChoice.setAttribute('aria-label', 'Evento');
  const sendButton = element(document, 'button', undefined, 'Enviar');
  sendButton.type = 'submit';
  const payload = element(document, 'textarea');
  payload.setAttribute('aria-label', 'Carga del evento (JSON)');
  payload.spellcheck = false;
  const outcome = element(document, 'output');
  form.append(actorChoice, eventChoice, sendButton, payload, outcome);
  panel.append(header, treeTitle, treeBox, sendTitle, form, logTitle, logBox);
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
    fillActors(rows.map((row) => row.actor));
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
  // The actors that handle events, by system id; the chosen one stays chosen while it lives.
  const fillActors = (actors: readonly InspectedActor[]) => {
    const sendable = actors.filter((actor) => actor.events.length > 0 && refs.has(actor.sessionId));
    const chosen = actorChoice.value;
    const key = sendable.map((actor) => `${actor.sessionId}:${actor.name}`).join('|');
    if (key === actorChoice.dataset.key) return;
    actorChoice.dataset.key = key;
    actorChoice.replaceChildren(
      ...sendable.map((actor) => {
        const option = element(document, 'option', undefined, actor.name);
        option.value = actor.sessionId;
        return option;
      }),
    );
    if (sendable.some((actor) => actor.sessionId === chosen)) actorChoice.value = chosen;
    if (actorChoice.value !== chosen) fillEvents();
  };
  // Its machine's events; the payload starts from the last one of that type seen, or its bare type.
  const fillEvents = () => {
    const events = model.actors.get(actorChoice.value)?.events ?? [];
    eventChoice.replaceChildren(...events.map((type) => element(document, 'option', undefined, type)));
    fillPayload();
  };
  const fillPayload = () => {
    const type = eventChoice.value;
    payload.value = type ? JSON.stringify(model.payloads.get(type) ?? { type }, null, 2) : '';
    outcome.textContent = '';
  };
  actorChoice.addEventListener('change', fillEvents);
  eventChoice.addEventListener('change', fillPayload);
  form.addEventListener('submit', (submitted) => {
    submitted.preventDefault();
    const ref = refs.get(actorChoice.value);
    let event: unknown;
    try {
      event = JSON.parse(payload.value);
    } catch (error) {
      outcome.removeAttribute('data-ok');
      outcome.textContent = `JSON inválido: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    if (
      !ref ||
      event === null ||
      typeof event !== 'object' ||
      typeof Reflect.get(event, 'type') !== 'string'
    ) {
      outcome.removeAttribute('data-ok');
      outcome.textContent = ref ? 'La carga necesita un "type" de texto.' : 'Ese actor ya no corre.';
      return;
    }
    ref.send(event as { type: string });
    outcome.toggleAttribute('data-ok', true);
    outcome.textContent = `Enviado ${String(Reflect.get(event, 'type'))} a ${model.actors.get(actorChoice.value)?.name ?? '?'}.`;
  });

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
        if (inspected.type === '@xstate.actor') refs.set(inspected.actorRef.sessionId, inspected.actorRef);
        if (paused && inspected.type === '@xstate.event') return;
        model = inspectorStep(model, inspected);
        schedule();
      },
    },
  };
}
