import { describe, expect, it } from 'vitest';
import {
  decide,
  deliveryOutcome,
  fold,
  initialVisitorState,
  pendingItems,
  stampEvent,
  type Decision,
  type EventDraft,
  type VisitorCommand,
} from '../../../core/domain';

/** Given these events happened, when the command arrives, then the decision. */
function given(...drafts: EventDraft[]) {
  const state = fold(
    initialVisitorState('CO'),
    drafts.map((draft, index) => stampEvent(draft, 1000 + index)),
  );
  return { when: (command: VisitorCommand): Decision => decide(command, state), state };
}

const queued = (leadId: string, queuedAt = 10): EventDraft => ({
  type: 'LeadQueued',
  data: { leadId, kind: 'solicitarplan', payload: { nombre: 'Ana' }, queuedAt },
});
const delivered = (leadId: string): EventDraft => ({ type: 'LeadDelivered', data: { leadId } });
const queue = (id: string, now = 10): VisitorCommand => ({
  type: 'outbox.queue',
  id,
  kind: 'solicitarplan',
  payload: { nombre: 'Ana' },
  now,
});

describe('outbox decider', () => {
  it('queues a new item under its idempotency key', () => {
    expect(given().when(queue('k1', 42))).toEqual({ ok: true, events: [queued('k1', 42)] });
  });

  it('refuses a second queue of the same key while it waits', () => {
    const decision = given(queued('k1')).when(queue('k1'));
    expect(decision).toMatchObject({ ok: false, rejection: { code: 'outbox.already-queued' } });
  });

  it('refuses an empty key', () => {
    expect(given().when(queue(' '))).toMatchObject({ ok: false, rejection: { code: 'outbox.no-id' } });
  });

  it('records the delivery of a waiting item', () => {
    expect(given(queued('k1')).when({ type: 'outbox.delivered', id: 'k1' })).toEqual({
      ok: true,
      events: [delivered('k1')],
    });
  });

  it('refuses the delivery of an unknown item, and of one already delivered', () => {
    const unknown = given(queued('k1')).when({ type: 'outbox.delivered', id: 'k2' });
    expect(unknown).toMatchObject({ ok: false, rejection: { code: 'outbox.unknown' } });
    const twice = given(queued('k1'), delivered('k1')).when({ type: 'outbox.delivered', id: 'k1' });
    expect(twice).toMatchObject({ ok: false, rejection: { code: 'outbox.unknown' } });
  });

  it('lists what waits oldest first, and forgets a delivered payload', () => {
    const { state } = given(queued('b', 20), queued('a', 30), queued('c', 5), delivered('a'));
    expect(pendingItems(state).map((item) => item.id)).toEqual(['c', 'b']);
    expect(state.leadOutbox['a']).toBeUndefined();
  });
});

describe('delivery outcome', () => {
  const failure = (kind: 'http' | 'network' | 'timeout' | 'decode' | 'invalid-request', status?: number) => ({
    ok: false as const,
    error: { call: 'requestPlan', kind, message: 'x', ...(status === undefined ? {} : { status }) },
  });

  it('is delivered on success, refused on a 4xx or a request that never left', () => {
    expect(deliveryOutcome({ ok: true, value: {} })).toBe('delivered');
    expect(deliveryOutcome(failure('http', 400))).toBe('refused');
    expect(deliveryOutcome(failure('invalid-request'))).toBe('refused');
  });

  it('fails (to be retried) on the network, timeouts, 5xx, 408, 429 and garbled answers', () => {
    for (const result of [
      failure('network'),
      failure('timeout'),
      failure('http', 500),
      failure('http', 503),
      failure('http', 408),
      failure('http', 429),
      failure('decode', 200),
    ])
      expect(deliveryOutcome(result)).toBe('failed');
  });
});
