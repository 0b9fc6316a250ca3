import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callOutcome, observedOutcome, onlineAfter } from '../../core/domain';
import { fail, ok, type ApiErrorKind } from '../../core/domain/api';

const failed = (kind: ApiErrorKind) => fail({ call: 'compare', kind, message: 'x' });

describe('what calls teach about the network', () => {
  it('an answer of any kind means the server was reached; a dropped connection means it was not', () => {
    expect(callOutcome(ok([]))).toBe('reached');
    expect(callOutcome(failed('http'))).toBe('reached');
    expect(callOutcome(failed('decode'))).toBe('reached');
    expect(callOutcome(failed('robot'))).toBe('reached');
    expect(callOutcome(failed('network'))).toBe('unreachable');
    expect(callOutcome(failed('timeout'))).toBe('unknown');
    expect(callOutcome(failed('invalid-request'))).toBe('unknown');
  });

  it('an answer while the browser says offline came from a cache: it teaches nothing', () => {
    expect(observedOutcome('reached', false)).toBe('unknown');
    expect(observedOutcome('reached', true)).toBe('reached');
    expect(observedOutcome('unreachable', false)).toBe('unreachable');
    expect(observedOutcome('unknown', true)).toBe('unknown');
  });

  it('given offline after a failure, a call that gets through or the browser saying online ends it', () => {
    const offline = onlineAfter(true, { source: 'call', outcome: 'unreachable' });
    expect(offline).toBe(false);
    expect(onlineAfter(offline, { source: 'call', outcome: 'unknown' })).toBe(false);
    expect(onlineAfter(offline, { source: 'call', outcome: 'reached' })).toBe(true);
    expect(onlineAfter(offline, { source: 'browser', online: true })).toBe(true);
  });

  it('the browser’s word always wins at the moment it is given', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (before, said) => {
        expect(onlineAfter(before, { source: 'browser', online: said })).toBe(said);
      }),
    );
  });
});
