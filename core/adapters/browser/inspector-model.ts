import type { InspectionEvent } from 'xstate';

/**
 * What the local inspector shows, folded from XState's inspection events: the live actors (system id
 * or id, parent, current state value) and the messages between them, newest first. Development
 * tooling only (see local-inspector.ts); nothing of the site reads it.
 */
export interface InspectedActor {
  readonly sessionId: string;
  readonly name: string;
  readonly parent: string | null;
  readonly state: string;
  /** The events its machine handles anywhere in its chart (none for a call or a callback). */
  readonly events: readonly string[];
}

interface InspectedMessage {
  readonly seq: number;
  readonly from: string;
  readonly to: string;
  readonly type: string;
}

export interface InspectorModel {
  readonly actors: ReadonlyMap<string, InspectedActor>;
  readonly messages: readonly InspectedMessage[];
  readonly seen: number;
  /** The last payload seen of each event type: what the send form starts from. */
  readonly payloads: ReadonlyMap<string, unknown>;
}

const MESSAGES_KEPT = 300;

export const emptyInspector = (): InspectorModel => ({
  actors: new Map(),
  messages: [],
  seen: 0,
  payloads: new Map(),
});

/** The parts of an actor ref the inspector reads (Actor has them all; a bare ActorRefLike may not). */
interface RefParts {
  readonly id?: unknown;
  readonly sessionId?: unknown;
  readonly systemId?: unknown;
  readonly _parent?: { readonly sessionId?: unknown };
  readonly logic?: { readonly id?: unknown; readonly root?: { readonly events?: unknown } };
}

/**
 * The event types a machine's chart handles (its state nodes' `on`, wildcards and XState's own
 * `xstate.*` events left out), sorted: what a developer may send it. A call or callback has none.
 */
function eventsOf(ref: RefParts): string[] {
  const events = ref.logic?.root?.events;
  if (!Array.isArray(events)) return [];
  const named = events.filter(
    (type): type is string => typeof type === 'string' && !type.startsWith('xstate.') && !type.includes('*'),
  );
  return [...new Set(named)].sort();
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** An actor's system id, else the id it was given; a generated id (`x:0`) gives way to its machine's id. */
function nameOf(ref: RefParts | undefined): string {
  if (!ref) return 'view';
  const id = text(ref.id);
  const given = id !== null && !/^x:\d+$/.test(id) ? id : null;
  return text(ref.systemId) ?? given ?? text(ref.logic?.id) ?? id ?? '?';
}

/** A state value as dotted paths: `{ list: { loading: 'message' }, submit: 'idle' }` → `list.loading.message, submit.idle`. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return '';
  return Object.entries(value)
    .map(([key, inner]) => {
      const rest = stateText(inner);
      return rest ? `${key}.${rest}` : key;
    })
    .join(', ');
}

function snapshotParts(snapshot: unknown): { status: string | null; value: unknown } {
  if (snapshot === null || typeof snapshot !== 'object') return { status: null, value: undefined };
  return { status: text(Reflect.get(snapshot, 'status')), value: Reflect.get(snapshot, 'value') };
}

export function inspectorStep(model: InspectorModel, inspected: InspectionEvent): InspectorModel {
  const ref = inspected.actorRef as RefParts;
  const sessionId = text(ref.sessionId) ?? '?';
  switch (inspected.type) {
    case '@xstate.actor': {
      const actors = new Map(model.actors);
      actors.set(sessionId, {
        sessionId,
        name: nameOf(ref),
        parent: text(ref._parent?.sessionId),
        state: '',
        events: eventsOf(ref),
      });
      return { ...model, actors };
    }
    case '@xstate.snapshot': {
      const known = model.actors.get(sessionId);
      if (!known) return model;
      const { status, value } = snapshotParts(inspected.snapshot);
      const actors = new Map(model.actors);
      // Finished calls and stopped actors leave the tree: it shows what runs now.
      if (status !== null && status !== 'active') actors.delete(sessionId);
      // The system id is registered after the actor is announced: its name is read again here.
      else actors.set(sessionId, { ...known, name: nameOf(ref), state: stateText(value) });
      return { ...model, actors };
    }
    case '@xstate.event': {
      const source = inspected.sourceRef as RefParts | undefined;
      const from = source && text(source.sessionId) === sessionId ? '↺' : nameOf(source);
      const message = { seq: model.seen + 1, from, to: nameOf(ref), type: inspected.event.type };
      const payloads = new Map(model.payloads);
      if (!inspected.event.type.startsWith('xstate.')) payloads.set(inspected.event.type, inspected.event);
      return {
        ...model,
        payloads,
        seen: model.seen + 1,
        messages: [message, ...model.messages].slice(0, MESSAGES_KEPT),
      };
    }
    default:
      return model;
  }
}

export interface TreeRow {
  readonly actor: InspectedActor;
  readonly depth: number;
}

/** The actors in tree order (parents before their children), each with its depth. */
export function treeRows(model: InspectorModel): TreeRow[] {
  const children = new Map<string | null, InspectedActor[]>();
  for (const actor of model.actors.values()) {
    const parent = actor.parent !== null && model.actors.has(actor.parent) ? actor.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), actor]);
  }
  const rows: TreeRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const actor of children.get(parent) ?? []) {
      rows.push({ actor, depth });
      walk(actor.sessionId, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}
