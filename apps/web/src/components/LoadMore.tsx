import { Button, Center, type CenterProps, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps extends Omit<CenterProps, 'children'> {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  /** The button's text where a list words it its own way; "Load more" otherwise. */
  label?: ReactNode;
}

/** "Load more" under a cursor-paged list; a spinner while the next page comes. */
export function LoadMore({ hasMore, loading, onLoad, label, ...center }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Center {...center}>
      {loading ? (
        <Loader size="sm" />
      ) : (
        <Button variant="light" onClick={onLoad} data-testid="load-more">
          {label ?? t('common:actions.loadMore')}
        </Button>
      )}
    </Center>
  );
}
