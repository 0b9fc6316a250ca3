/** The one reload a deploy's missing code gets, remembered per version for this tab. */
export interface PageCodeReload {
  reloadedAlready(): boolean;
  reload(): void;
  /** The visitor asked: a reload whatever came before. */
  reloadNow(): void;
}

const KEY = 'queseguro:page-code-reload';

export function pageCodeReload(version: string, win: Window = window): PageCodeReload {
  const read = () => {
    try {
      return win.sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  };
  return {
    // Without session storage a reload could repeat for ever: count it as done.
    reloadedAlready: () => {
      try {
        return win.sessionStorage.getItem(KEY) === version;
      } catch {
        return true;
      }
    },
    reload: () => {
      try {
        win.sessionStorage.setItem(KEY, version);
      } catch {
        return;
      }
      if (read() === version) win.location.reload();
    },
    reloadNow: () => win.location.reload(),
  };
}
