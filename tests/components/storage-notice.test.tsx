import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../core/app';
import { MEMORY_STORAGE_NOTICE, stampEvent } from '../../core/domain';
import { createEventStore, type EventStore } from '../../core/adapters/store/event-store';
import { memoryKeyValue, type KeyValue } from '../../core/adapters/store/key-value';
import { resilientKeyValue } from '../../core/adapters/store/resilient-key-value';
import { AppProvider } from '../../ui/app-context';
import { StorageNotice } from '../../ui/shell/storage-notice';

/** A durable-looking store that can be made to fail, as IndexedDB does on a full disk. */
function failingStore() {
  let broken = false;
  const durable: KeyValue = { ...memoryKeyValue(), kind: 'indexeddb' };
  const flaky: KeyValue = {
    ...durable,
    setMany: (items) => (broken ? Promise.reject(new Error('QuotaExceededError')) : durable.setMany(items)),
  };
  const store = createEventStore(
    'V1.6_CO',
    resilientKeyValue(
      () => flaky,
      () => {},
    ),
  );
  return { store, breakIt: () => (broken = true) };
}

function renderNotice(store: EventStore) {
  const app = { storage: { kind: store.kind, subscribe: store.onKindChange } } as unknown as App;
  render(
    <AppProvider value={app}>
      <StorageNotice />
    </AppProvider>,
  );
}

const event = stampEvent({ type: 'ComparisonSlotFilled', data: { productId: 'a' } }, 1);

afterEach(cleanup);

describe('storage notice', () => {
  it('says nothing while the log is kept by the browser', async () => {
    const { store } = failingStore();
    await store.load();
    renderNotice(store);
    await act(() => store.append(event));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells once, when the store falls back to memory during the visit, and stays closed', async () => {
    const { store, breakIt } = failingStore();
    await store.load();
    renderNotice(store);
    breakIt();
    await act(() => store.append(event));
    expect(screen.getByRole('status').textContent).toContain(MEMORY_STORAGE_NOTICE.message);
    fireEvent.click(screen.getByRole('button', { name: MEMORY_STORAGE_NOTICE.dismiss }));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => store.append(event));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows from the start when the store was in memory at boot', () => {
    renderNotice(createEventStore('V1.6_CO', memoryKeyValue()));
    expect(screen.getByRole('status').textContent).toContain(MEMORY_STORAGE_NOTICE.message);
  });
});
