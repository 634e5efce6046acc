import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useFollowedShops } from '../api/get-followed-shops';
import { ShopRow } from '../components/ShopRow';
import '../format';
import linkRow from '../../../components/LinkRow.module.css';

/** The shops I follow (spec gzshop), the latest follow first. */
export default function FollowingPage() {
  const { t } = useTranslation('shops');
  const list = useFollowedShops();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Page title={t('following.title')} back="/mine">
      {list.isPending && <LoadingState />}
      {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<IconHeart size={34} />}
          title={t('following.none')}
          description={t('following.noneText')}
          action={
            <Button component={Link} to="/shops">
              {t('following.find')}
            </Button>
          }
        />
      )}
      {items.length > 0 && (
        <div className={linkRow.list} data-testid="following-list">
          {items.map((shop) => (
            <ShopRow key={shop.id} shop={shop} />
          ))}
        </div>
      )}
      <LoadMore
        py="sm"
        hasMore={!!list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
      />
    </Page>
  );
}
