import type { ReactNode } from 'react';
import { LoadMore, type LoadMoreProps } from './LoadMore';
import { ErrorState, LoadingState } from './States';

/** What the list reads of a cursor-paged query (TanStack's useInfiniteQuery result fits). */
export interface PagedQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Every item of the pages loaded so far. */
export function pagedItems<T>(query: Pick<PagedQuery<T>, 'data'>): T[] {
  return query.data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * A cursor-paged list's states, as siblings in the caller's stack: loading, the error with a retry
 * (while nothing was loaded), `empty` once loaded with no items, the items drawn by `children`,
 * then "Load more" while there are further pages.
 */
export function InfiniteList<T>({
  query,
  empty,
  children,
  loadMore,
}: {
  query: PagedQuery<T>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  /** The "Load more" row's spacing and wording. */
  loadMore?: Omit<LoadMoreProps, 'hasMore' | 'loading' | 'onLoad'>;
}) {
  const items = pagedItems(query);
  return (
    <>
      {query.isPending && <LoadingState />}
      {query.isError && !query.data && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && empty}
      {items.length > 0 && children(items)}
      <LoadMore
        {...loadMore}
        hasMore={!!query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </>
  );
}
