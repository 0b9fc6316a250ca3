/**
 * Asks whether the API's host answers at all: any HTTP status counts, only a failed connection does not.
 * No cache, so an old answer cannot pass for a live one.
 */
export function probeServer(url: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)) {
  return async (): Promise<boolean> => {
    try {
      await fetchImpl(url, { method: 'HEAD', cache: 'no-store' });
      return true;
    } catch {
      return false;
    }
  };
}
