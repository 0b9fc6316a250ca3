import { CHAT_DIALOG_ES } from '../chat/chat-dialog-es';
import { COMPARE_PAGE_ES } from '../compare/compare-page-es';
import { PLAN_DETAIL_ES } from '../plan-detail/plan-detail-es';
import { PROFILE_MODAL_ES } from '../profile/profile-modal-es';
import { PURCHASE_ES } from '../purchase/purchase-es';
import { VISITOR_TOOLS_ES } from '../visitors/visitor-tools-es';
import { MY_DATA_ES } from '../consent/consent-texts';
import { HOME_PAGE_ES } from './home-page-es';
import { NOT_FOUND_ES } from './not-found-es';
import { REMOTE_TEXTS } from './remote-texts';
import { COST_OUTLOOK_TEXTS } from '../cost/cost-outlook-es';
import { SHELL_ES } from './shell-es';
import { SITE_PAGES_ES } from './site-pages-es';

/**
 * The site's visible texts in es-CO, the default language: the source of i18n/es.json, the fallback of
 * every other language and the keys' types (en and pt: the i18next resource files
 * texts/locales/{lang}/{namespace}.json with the same keys, served as i18n/{lang}.json). Two levels:
 * namespace.key; {{name}} interpolates. The view never loads this table in es: the shell's texts
 * (SHELL_ES) are on every page and each page, dialog or flow brings its own pack with its code
 * (<WithTexts>); a pack that repeats a namespace of the shell (listing, comparePage, staff, chat) holds
 * all of it, so it comes after the shell here.
 */
export const ES_TEXTS = {
  ...SHELL_ES,
  ...HOME_PAGE_ES,
  ...NOT_FOUND_ES,
  ...SITE_PAGES_ES,
  ...COMPARE_PAGE_ES,
  ...PLAN_DETAIL_ES,
  ...PROFILE_MODAL_ES,
  ...PURCHASE_ES,
  ...VISITOR_TOOLS_ES,
  ...CHAT_DIALOG_ES,
  ...MY_DATA_ES,
  remote: REMOTE_TEXTS,
  // The plan page's scenarios and price history: a lazily loaded part brings them (COST_OUTLOOK_ES).
  costOutlook: COST_OUTLOOK_TEXTS,
} as const;

/** A pack of es texts: whole namespaces, or the part of one a screen shows. */
export type EsTexts = { readonly [namespace: string]: { readonly [key: string]: string } };

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A text's key, checked at compile time against the es texts. */
export type TextKey = Leaves<typeof ES_TEXTS>;
/** Keys without the plural suffixes (i18next picks _one or _other from count). */
export type PluralKey = TextKey extends infer K ? (K extends `${infer B}_one` ? B : never) : never;
