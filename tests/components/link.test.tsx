import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { App } from '../../core/app';
import { AppProvider } from '../../ui/app-context';
import { Link } from '../../ui/routing/link';
import NotFoundPage from '../../ui/pages/not-found-page';
import { createEsTranslator } from '../../core/adapters/i18n/es-translator';
import { TextProvider } from '../../ui/i18n/texts';

function renderWithApp(node: React.ReactNode) {
  const send = vi.fn();
  // The link only sends; texts read one flag of the visitor (staff see missing translations).
  const actor = createActor(createMachine({ context: { visitor: { flags: {} } } })).start();
  const app = { send, actor } as unknown as App;
  render(<AppProvider value={app}>{node}</AppProvider>);
  return send;
}

afterEach(cleanup);

describe('Link', () => {
  it('navigates inside the site on a plain click', () => {
    const send = renderWithApp(<Link to="/Comparar/EPS">Planes EPS</Link>);
    const link = screen.getByRole('link', { name: 'Planes EPS' });
    expect(link.getAttribute('href')).toBe('/Comparar/EPS');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(send).toHaveBeenCalledWith({ type: 'navigation.go', to: '/Comparar/EPS' });
  });

  it('leaves modified clicks to the browser (new tab, new window)', () => {
    const send = renderWithApp(<Link to="/contacto">Contacto</Link>);
    const link = screen.getByRole('link', { name: 'Contacto' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('404 page', () => {
  it('offers the way home and the contact page (§2)', () => {
    const send = renderWithApp(
      <TextProvider translator={createEsTranslator()}>
        <NotFoundPage />
      </TextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No encontramos esta página');
    expect(screen.getByRole('link', { name: 'contacto@queseguro.co' }).getAttribute('href')).toBe(
      'mailto:contacto@queseguro.co',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Volver al Home' }));
    fireEvent.click(screen.getByRole('link', { name: 'Contáctanos' }));
    expect(send.mock.calls.map(([command]) => command)).toEqual([
      { type: 'navigation.go', to: '/' },
      { type: 'navigation.go', to: '/contacto' },
    ]);
  });
});
