import { StrictMode, useMemo, type ReactNode } from 'react';
import type { App, Translator } from '../core/app';
import { siteTextParams } from '../core/domain';
import { AppProvider } from './app-context';
import { MissingTextMarks, TextProvider } from './i18n/texts';
import { ErrorBoundary } from './shell/error-boundary';
import { SiteLayout } from './shell/site-layout';
import { useContactEmail } from './visitors/use-contact-email';

/** The one React tree: rendered to HTML at build time and hydrated (or rendered) in the browser. */
export function AppRoot({ app, translator }: { app: App; translator: Translator }) {
  const country = app.actor.getSnapshot().context.country.code;
  // Every text says the site's own brand ({{brand}}).
  const texts = useMemo(() => translator.withDefaults(siteTextParams(country)), [translator, country]);
  return (
    <StrictMode>
      <TextProvider translator={texts}>
        <ErrorBoundary>
          <AppProvider value={app}>
            <ContactTexts translator={texts}>
              <MissingTextMarks>
                <SiteLayout />
              </MissingTextMarks>
            </ContactTexts>
          </AppProvider>
        </ErrorBoundary>
      </TextProvider>
    </StrictMode>
  );
}

/** Every text's {{siteEmail}} is the address the visitor should write to: the partner's on its subdomain. */
function ContactTexts({ translator, children }: { translator: Translator; children: ReactNode }) {
  const siteEmail = useContactEmail();
  const texts = useMemo(() => translator.withDefaults({ siteEmail }), [translator, siteEmail]);
  return <TextProvider translator={texts}>{children}</TextProvider>;
}
