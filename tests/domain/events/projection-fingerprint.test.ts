import { describe, expect, it } from 'vitest';
import { PROJECTION_FINGERPRINT, projectionVersion } from '../../../core/domain/events/event-log';
import { projectionFingerprint } from '../../../core/domain/events/projection-fingerprint';

describe('the projection fingerprint', () => {
  it('is the hash of the projection schema as it is now (update PROJECTION_FINGERPRINT when this fails)', () => {
    expect(PROJECTION_FINGERPRINT).toBe(projectionFingerprint());
  });

  it('names the stored snapshots: revision and fingerprint', () => {
    expect(projectionVersion()).toBe(`1:${projectionFingerprint()}`);
  });
});
