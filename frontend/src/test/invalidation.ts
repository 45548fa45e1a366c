// For the tests of what a mutation refreshes: which of the watched reads were fetched again since
// the screen's queries first answered.
import { callsTo, type mockFetch } from './utils';

interface Subscription {
  unsubscribe: () => void;
}

/**
 * After `subscriptions` (the queries on screen) have answered: `reread()` names the `reads` (a name
 * for each 'METHOD /path' key) fetched again since, `settle()` lets the refetches answer (they start
 * at once: invalidationBehavior 'immediately'), `done()` unsubscribes.
 */
export async function watchReads<Read extends string>(
  fetchMock: ReturnType<typeof mockFetch>,
  reads: Record<Read, string>,
  subscriptions: readonly (Subscription & PromiseLike<unknown>)[],
) {
  await Promise.all(subscriptions);
  const names = Object.keys(reads) as Read[];
  const before = Object.fromEntries(
    names.map((name) => [name, callsTo(fetchMock, reads[name]).length]),
  ) as Record<Read, number>;
  const reread = () =>
    names.filter((name) => callsTo(fetchMock, reads[name]).length > before[name]);
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { reread, settle, done: () => subscriptions.forEach((s) => s.unsubscribe()) };
}
