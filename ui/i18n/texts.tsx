import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from '../../core/app';
import {
  missingTranslationTitle,
  type Language,
  type TextKey,
  type TranslateParams,
} from '../../core/domain';
import { useAppSelector } from '../app-context';

const TextContext = createContext<Translator | null>(null);

export function TextProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TextContext.Provider value={translator}>{children}</TextContext.Provider>;
}

export function useTranslator(): Translator {
  const translator = useContext(TextContext);
  if (!translator) throw new Error('useTranslator outside <TextProvider>');
  return translator;
}

/** The page's language; 'es' where no translator is provided (component tests of plain parts). */
export function useLanguage(): Language {
  return useContext(TextContext)?.lang ?? 'es';
}

/** t(key, params) for attributes and composed strings. */
export function useT(): Translator['t'] {
  return useTranslator().t;
}

/** A visible text; staff (internal traffic) see a missing translation highlighted (§8). */
export function Tx({ k, params }: { k: TextKey; params?: TranslateParams | string }): ReactNode {
  const translator = useTranslator();
  const staff = useAppSelector((snapshot) => snapshot.context.visitor.flags['internal-traffic'] ?? false);
  const text = translator.t(k, params);
  if (staff && translator.isMissing(k))
    return (
      <mark className="missing-translation" title={missingTranslationTitle(k)}>
        {text}
      </mark>
    );
  return text;
}
