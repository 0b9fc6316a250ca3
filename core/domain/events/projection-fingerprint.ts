import { z } from 'zod/mini';
import { VisitorState } from '../visitor/visitor-state';

/**
 * The projection's schema as a short text: a 32-bit FNV-1a hash of its JSON Schema. The page does not
 * compute it (the JSON Schema code would ride on every first view): event-log.ts keeps the value as a
 * constant, and tests/domain/events/projection-fingerprint.test.ts holds the two equal, so a change of
 * the projection's shape fails the test until the constant follows.
 */
export function projectionFingerprint(): string {
  return fnv1a(JSON.stringify(z.toJSONSchema(VisitorState, { unrepresentable: 'any', io: 'output' })));
}

/** 32-bit FNV-1a: a fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
