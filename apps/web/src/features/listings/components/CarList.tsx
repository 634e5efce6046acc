import type { ListingSummary } from '@souq/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { ErrorState } from '../../../components/States';
import { ListingCard, ListingGridSkeleton } from './ListingCard';
import cards from './ListingCard.module.css';

type PageOf<T> = { items: T[]; nextCursor: string | null };

/**
 * A cursor-paged list of cars: skeletons first, the error with "Try again", `empty` when there
 * are none; the next page loads when the end of the list scrolls into view, with "Load more" as
 * the fallback button.
 */
export function CarList<T>({
  query,
  toListing = (item) => item as unknown as ListingSummary,
  empty,
  renderItem,
  layout = 'grid',
}: {
  query: UseInfiniteQueryResult<InfiniteData<PageOf<T>, unknown>>;
  toListing?: (item: T) => ListingSummary;
  empty: ReactNode;
  renderItem?: (item: T) => ReactNode;
  /** Cards in a grid (buyers' lists) or rows in a framed list (management lists). */
  layout?: 'grid' | 'rows';
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && !isError) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (query.isPending) return <ListingGridSkeleton />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={layout === 'grid' ? cards.grid : linkRow.list} data-testid="car-list">
        {items.map((item) => {
          const listing = toListing(item);
          return renderItem ? renderItem(item) : <ListingCard key={listing.id} listing={listing} />;
        })}
      </div>
      {query.isFetchNextPageError && <ErrorState error={query.error} onRetry={() => void fetchNextPage()} />}
      <div ref={sentinel} />
      <LoadMore
        py="md"
        hasMore={!!hasNextPage && !query.isFetchNextPageError}
        loading={isFetchingNextPage}
        onLoad={() => void fetchNextPage()}
      />
    </>
  );
}
