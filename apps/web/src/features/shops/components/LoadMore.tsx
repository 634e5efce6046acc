import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Load more" under a cursor-paged list; a spinner while the next page comes. */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useTranslation('shops');
  if (!hasMore) return null;
  return (
    <Center py="sm">
      {loading ? (
        <Loader size="sm" />
      ) : (
        <Button variant="light" onClick={onLoad} data-testid="load-more">
          {t('loadMore')}
        </Button>
      )}
    </Center>
  );
}
