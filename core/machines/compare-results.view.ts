/** What the view reads of the comparator's search (compare-results.machine.ts): its two regions. */
export type ListStatus = 'idle' | 'loading' | 'results' | 'loadingMore' | 'failed' | 'robot';
export type SubmitStatus = 'idle' | 'searching' | 'finished';
type ResultsView = { value: unknown };

export function selectListStatus(snapshot: ResultsView): ListStatus {
  const value = snapshot.value as { list: ListStatus | { loading: string } };
  return typeof value.list === 'string' ? value.list : 'loading';
}

export function selectSubmitStatus(snapshot: ResultsView): SubmitStatus {
  return (snapshot.value as { submit: SubmitStatus }).submit;
}
