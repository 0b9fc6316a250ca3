import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Translator } from '../../core/app';
import {
  SHELL_ES,
  missingTranslationTitle,
  remoteText,
  siteBrandName,
  type EsTexts,
  type Language,
  type PluralKey,
  type TextKey,
  type TextRef,
  type TranslateParams,
} from '../../core/domain';
import { useAppSelector } from '../app-context';

const TextContext = createContext<Translator | null>(null);

/** Whether missing translations are marked (staff, §8): one subscription to the root, not one per text. */
const MarkMissingContext = createContext(false);

export function MissingTextMarks({ children }: { children: ReactNode }) {
  const staff = useAppSelector((snapshot) => snapshot.context.visitor.flags['internal-traffic'] ?? false);
  return <MarkMissingContext.Provider value={staff}>{children}</MarkMissingContext.Provider>;
}

export function TextProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TextContext.Provider value={translator}>{children}</TextContext.Provider>;
}

/**
 * The texts a page, a dialog or a flow brings with its code (a *_ES pack), in place for everything it
 * renders: its module wraps what it exports in this, so none of it can render before its texts.
 */
function WithTexts({ texts, children }: { texts: EsTexts; children: ReactNode }) {
  const parent = useTranslator();
  const translator = useMemo(() => parent.withTexts(texts), [parent, texts]);
  return <TextContext.Provider value={translator}>{children}</TextContext.Provider>;
}

/** A lazy module's component with its texts (see WithTexts); typed as the component it wraps. */
export function withTexts<C extends ComponentType<never>>(texts: EsTexts, Component: C): C {
  const Inner = Component as ComponentType<object>;
  function WithItsTexts(props: object) {
    return (
      <WithTexts texts={texts}>
        <Inner {...props} />
      </WithTexts>
    );
  }
  WithItsTexts.displayName = `WithTexts(${Component.displayName ?? Component.name})`;
  // The same props as the component it wraps, which TypeScript cannot see through the generic.
  return WithItsTexts as unknown as C;
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

/**
 * t(key) where the texts may not be provided (the panel shown when the site could not start): the es
 * text then, as written.
 */
export function useTOrEs(): (key: TextKey) => string {
  const translator = useContext(TextContext);
  if (translator) return (key) => translator.t(key);
  return (key) => {
    const [group = '', name = ''] = key.split('.');
    const texts: EsTexts = SHELL_ES;
    return texts[group]?.[name] ?? key;
  };
}

/** The site's brand (QueSeguro, QuePlan, QuePlan Internacional), for a title composed in the view. */
export function useSiteBrand(): string {
  return siteBrandName(useAppSelector((snapshot) => snapshot.context.country.code));
}

/** t(key, params) for attributes and composed strings. */
export function useT(): Translator['t'] {
  return useTranslator().t;
}

/** text(ref) for a text a domain rule computed, in attributes and composed strings. */
export function useText(): Translator['text'] {
  return useTranslator().text;
}

/**
 * A label a remote call sent in Spanish (menu, forms, offers, contact information): said in the page's
 * language when known, as sent otherwise.
 */
export function useRemote(): (label: string | undefined) => string {
  const text = useTranslator().text;
  return (label) => (label === undefined ? '' : text(remoteText(label)));
}

type TxProps =
  | { k: TextKey | PluralKey; params?: TranslateParams | string; r?: undefined }
  | { r: TextRef; k?: undefined; params?: undefined };

/** A visible text (a key, or a rule's TextRef); staff (internal traffic) see a missing translation highlighted (§8). */
export function Tx({ k, params, r }: TxProps): ReactNode {
  const translator = useTranslator();
  const staff = useContext(MarkMissingContext);
  const key = r ? r.key : k;
  const text = r ? translator.text(r) : translator.t(key, params);
  if (staff && translator.isMissing(r ?? key))
    return (
      <mark className="missing-translation" title={missingTranslationTitle(key)}>
        {text}
      </mark>
    );
  return text;
}
