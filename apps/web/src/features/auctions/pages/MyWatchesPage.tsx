import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useMyWatches } from '../api/get-my-watches';
import { LotCard, LotGrid } from '../components/LotCard';
import { useServerClockSync } from '../live';

/** The lots I watch. */
export default function MyWatchesPage() {
  const { t } = useTranslation('auctions');
  useServerClockSync();
  const watches = useMyWatches();
  return (
    <Page title={t('watches.title')} back="/mine">
      <InfiniteList
        query={watches}
        empty={
          <EmptyState icon={<IconEye size={34} />} title={t('watches.empty')} description={t('watches.emptyText')} />
        }
      >
        {(items) => (
          <LotGrid>
            {items.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </LotGrid>
        )}
      </InfiniteList>
    </Page>
  );
}
