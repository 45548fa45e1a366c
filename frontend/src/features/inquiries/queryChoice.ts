import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribeNever = () => () => {};

/**
 * A choice a link made for an inquiry form in the address's query (`/book-mwo-show?event=workshop`,
 * `/contact?type=training`, `/corporate?level=strategic`): the value when it is one of `allowed`,
 * else undefined. Undefined while the prerendered page (rendered without the query) is hydrated, so
 * that hydration matches it; the choice follows at once after.
 */
export function useQueryChoice<T extends string>(
  name: string,
  allowed: readonly T[],
): T | undefined {
  const [params] = useSearchParams();
  const value = params.get(name);
  const chosen = allowed.find((option) => option === value);
  return useSyncExternalStore<T | undefined>(
    subscribeNever,
    () => chosen,
    () => undefined,
  );
}
