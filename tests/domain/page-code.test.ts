import { describe, expect, it } from 'vitest';
import {
  isChunkLoadFailure,
  isIgnoredError,
  pageCodeFailureAction,
  pageCodeRetryAction,
} from '../../core/domain';

describe('page code that did not arrive', () => {
  it('is told apart from a bug by how the browsers word it', () => {
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module: /assets/compare-page.js')).toBe(
      true,
    );
    expect(isChunkLoadFailure('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadFailure('Loading chunk 7 failed.', 'ChunkLoadError')).toBe(true);
    expect(isChunkLoadFailure("Cannot read properties of undefined (reading 'map')")).toBe(false);
  });

  it('§8: ResizeObserver loops and ChunkLoadError are ignored, other errors are not', () => {
    expect(isIgnoredError('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredError('x', 'ChunkLoadError')).toBe(true);
    expect(isIgnoredError('TypeError: x is not a function')).toBe(false);
  });

  it('online, a missing chunk reloads the page once; offline or after that reload it offers a retry', () => {
    expect(pageCodeFailureAction({ online: true, reloadedAlready: false })).toBe('reload');
    expect(pageCodeFailureAction({ online: true, reloadedAlready: true })).toBe('offer-retry');
    expect(pageCodeFailureAction({ online: false, reloadedAlready: false })).toBe('offer-retry');
  });

  it("the visitor's Reintentar reloads online (a failed module cannot be fetched again in place) and asks again offline", () => {
    expect(pageCodeRetryAction({ online: true })).toBe('reload');
    expect(pageCodeRetryAction({ online: false })).toBe('ask-again');
  });
});
