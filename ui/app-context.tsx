import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { ViewApp } from '../core/app';
import type { AppSnapshot } from '../core/machines/surface';
import { UF_DEFAULT_VALUE } from '../core/domain';

const AppReactContext = createContext<ViewApp | null>(null);

export const AppProvider = AppReactContext.Provider;

/** The running site, or null outside <AppProvider> (an error panel that must show whatever failed). */
export function useAppOrNull(): ViewApp | null {
  return useContext(AppReactContext);
}

export function useApp(): ViewApp {
  const app = useContext(AppReactContext);
  if (!app) throw new Error('useApp outside <AppProvider>');
  return app;
}

/** Read the root actor's snapshot through a selector (DESIGN.md: the view selects and sends). */
export function useAppSelector<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useApp().actor, selector);
}

/**
 * The day's UF value for UF prices' pesos: the §9 default while the page hydrates (the prerendered
 * HTML's), then what /api/globales/uf answers.
 */
export function useUfValue(): number {
  const { uf } = useApp();
  return useSyncExternalStore(uf.subscribe, uf.value, () => UF_DEFAULT_VALUE);
}
