import { Button, Center, type CenterProps, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps extends Omit<CenterProps, 'children'> {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}

/** "Load more" under a cursor-paged list; a spinner while the next page comes. */
export function LoadMore({ hasMore, loading, onLoad, ...center }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Center {...center}>
      {loading ? (
        <Loader size="sm" />
      ) : (
        <Button variant="light" onClick={onLoad} data-testid="load-more">
          {t('common:actions.loadMore')}
        </Button>
      )}
    </Center>
  );
}
