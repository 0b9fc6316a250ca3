import { useSelector } from '@xstate/react';
import { contentKey, type ContentEntry, type ContentRequest, type ContentValues } from '../../core/domain';
import { childActor } from '../../core/machines/surface';
import { useApp } from '../app-context';

export type ContentState<K extends keyof ContentValues> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: ContentValues[K] }
  | { readonly status: 'failed'; readonly message: string };

function useContentActor() {
  return childActor(useApp().actor, 'content');
}

/** A piece of content the content machine loads for the page (it starts loading on navigation). */
export function useContent<R extends ContentRequest>(request: R): ContentState<R['kind']> {
  const key = contentKey(request);
  const entry: ContentEntry | undefined = useSelector(
    useContentActor(),
    (snapshot) => snapshot.context.entries[key],
  );
  if (!entry || entry.status === 'loading') return { status: 'loading' };
  if (entry.status === 'failed') return { status: 'failed', message: entry.message };
  if (entry.content.kind !== request.kind) return { status: 'loading' };
  return { status: 'ready', value: entry.content.value as ContentValues[R['kind']] };
}

/** Whether a retry of this request is possible now (the view enables its button from it). */
export function useCanRetry(request: ContentRequest): boolean {
  const actor = useContentActor();
  return useSelector(actor, (snapshot) => snapshot.can({ type: 'content.retry', request }));
}
