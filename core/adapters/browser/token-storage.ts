import { ACCESS_TOKEN_STORAGE_KEY } from '../../domain';

/** The visitor's JWT in local storage (§6). Holds no rules: reading the token is the domain's. */
export interface TokenStorage {
  read(): string | null;
  /** False when the browser refuses storage (private mode, a sandboxed frame). */
  write(token: string): boolean;
  clear(): void;
}

export function localTokenStorage(storage: () => Storage = () => window.localStorage): TokenStorage {
  return {
    read: () => {
      try {
        return storage().getItem(ACCESS_TOKEN_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    write: (token) => {
      try {
        storage().setItem(ACCESS_TOKEN_STORAGE_KEY, token);
        return true;
      } catch {
        return false;
      }
    },
    clear: () => {
      try {
        storage().removeItem(ACCESS_TOKEN_STORAGE_KEY);
      } catch {
        // Nothing stored where nothing can be stored.
      }
    },
  };
}

/** A token kept in memory (tests, and a browser without storage). */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    read: () => token,
    write: (value) => {
      token = value;
      return true;
    },
    clear: () => {
      token = null;
    },
  };
}
