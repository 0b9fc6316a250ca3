import { StrictMode } from 'react';
import type { App, Translator } from '../core/app';
import { AppProvider } from './app-context';
import { MissingTextMarks, TextProvider } from './i18n/texts';
import { ErrorBoundary } from './shell/error-boundary';
import { SiteLayout } from './shell/site-layout';

/** The one React tree: rendered to HTML at build time and hydrated (or rendered) in the browser. */
export function AppRoot({ app, translator }: { app: App; translator: Translator }) {
  return (
    <StrictMode>
      <TextProvider translator={translator}>
        <ErrorBoundary>
          <AppProvider value={app}>
            <MissingTextMarks>
              <SiteLayout />
            </MissingTextMarks>
          </AppProvider>
        </ErrorBoundary>
      </TextProvider>
    </StrictMode>
  );
}
