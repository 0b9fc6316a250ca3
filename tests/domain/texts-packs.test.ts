import { describe, expect, it } from 'vitest';
import {
  CHAT_DIALOG_ES,
  COMPARE_PAGE_ES,
  COST_OUTLOOK_ES,
  ES_TEXTS,
  MY_DATA_ES,
  HOME_PAGE_ES,
  NOT_FOUND_ES,
  PLAN_DETAIL_ES,
  PROFILE_MODAL_ES,
  PURCHASE_ES,
  REMOTE_TEXTS,
  SHELL_ES,
  SITE_PAGES_ES,
  VISITOR_TOOLS_ES,
  knownRemoteLabel,
  remoteText,
  type EsTexts,
} from '../../core/domain';

const PACKS: Readonly<Record<string, EsTexts>> = {
  SHELL_ES,
  HOME_PAGE_ES,
  NOT_FOUND_ES,
  SITE_PAGES_ES,
  COMPARE_PAGE_ES,
  PLAN_DETAIL_ES,
  PROFILE_MODAL_ES,
  PURCHASE_ES,
  VISITOR_TOOLS_ES,
  CHAT_DIALOG_ES,
  MY_DATA_ES,
  // The plan page's cost outlook brings its own pack (a lazily loaded part).
  COST_OUTLOOK_ES,
};

const entries = (texts: EsTexts) =>
  Object.entries(texts).flatMap(([namespace, keys]) =>
    Object.entries(keys).map(([key, text]) => [`${namespace}.${key}`, text] as const),
  );
const all: ReadonlyMap<string, string> = new Map(entries(ES_TEXTS));

describe('the es texts in packs: the shell’s on every page, each page’s with its code', () => {
  it('given any pack, then each of its texts is the es text of that key', () => {
    for (const [name, pack] of Object.entries(PACKS))
      for (const [key, text] of entries(pack)) expect(all.get(key), `${name} ${key}`).toBe(text);
  });

  it('given every es key, then some pack carries it (the remote labels only en and pt read)', () => {
    const carried = new Set<string>(
      Object.values(PACKS).flatMap((pack) => entries(pack).map(([key]) => key)),
    );
    const uncarried = [...all.keys()].filter((key) => !carried.has(key));
    expect(uncarried.every((key) => key.startsWith('remote.') && key !== 'remote.raw')).toBe(true);
    expect(uncarried.length).toBe(Object.keys(REMOTE_TEXTS).length - 1);
  });

  it('given a remote label, then es says it as sent and the known-label table names its key', () => {
    expect(remoteText('Cédula de ciudadanía')).toEqual({
      key: 'remote.raw',
      params: { text: 'Cédula de ciudadanía' },
    });
    expect(knownRemoteLabel(remoteText(' Cédula de ciudadanía '))).toEqual({ key: 'remote.docCC' });
    expect(knownRemoteLabel(remoteText('Un texto nuevo'))).toEqual(remoteText('Un texto nuevo'));
  });
});
