import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useFollowedShops } from '../api/get-followed-shops';
import { ShopRow } from '../components/ShopRow';
import '../format';
import linkRow from '../../../components/LinkRow.module.css';

/** The shops I follow (spec gzshop), the latest follow first. */
export default function FollowingPage() {
  const { t } = useTranslation('shops');
  const list = useFollowedShops();
  return (
    <Page title={t('following.title')} back="/mine">
      <InfiniteList
        query={list}
        loadMore={{ py: 'sm' }}
        empty={
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
        }
      >
        {(items) => (
          <div className={linkRow.list} data-testid="following-list">
            {items.map((shop) => (
              <ShopRow key={shop.id} shop={shop} />
            ))}
          </div>
        )}
      </InfiniteList>
    </Page>
  );
}
