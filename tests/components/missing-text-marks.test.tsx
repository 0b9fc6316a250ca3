import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { App } from '../../core/app';
import type { Translator } from '../../core/app';
import { createEsTranslator } from '../../core/adapters/i18n/es-translator';
import { AppProvider } from '../../ui/app-context';
import { MissingTextMarks, TextProvider, Tx } from '../../ui/i18n/texts';
import type { TextKey } from '../../core/domain';

/** The es texts, in a language whose translation lacks one key (as an en or pt file can). */
const es = createEsTranslator();
const translator: Translator = {
  ...es,
  lang: 'en',
  isMissing: (ref) => (typeof ref === 'string' ? ref : ref.key) === 'nowhere.toBeFound',
};

function renderTexts(internalTraffic: boolean) {
  const flags = internalTraffic ? { 'internal-traffic': true } : {};
  const actor = createActor(createMachine({ context: { visitor: { flags } } })).start();
  const app = { send: () => {}, actor } as unknown as App;
  render(
    <TextProvider translator={translator}>
      <AppProvider value={app}>
        <MissingTextMarks>
          <p data-testid="known">
            <Tx k="language.label" />
          </p>
          <p data-testid="missing">
            <Tx k={'nowhere.toBeFound' as TextKey} />
          </p>
        </MissingTextMarks>
      </AppProvider>
    </TextProvider>,
  );
}

afterEach(cleanup);

describe('missing translations (§8)', () => {
  it('are marked for staff (internal traffic), and only the missing ones', () => {
    renderTexts(true);
    expect(screen.getByTestId('missing').querySelector('mark.missing-translation')?.textContent).toBe(
      'nowhere.toBeFound',
    );
    expect(screen.getByTestId('known').querySelector('mark')).toBeNull();
    expect(screen.getByTestId('known').textContent).toBe('Idioma');
  });

  it('are shown unmarked to visitors', () => {
    renderTexts(false);
    expect(screen.getByTestId('missing').querySelector('mark')).toBeNull();
    expect(screen.getByTestId('missing').textContent).toBe('nowhere.toBeFound');
  });
});
