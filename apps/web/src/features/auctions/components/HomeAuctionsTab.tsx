import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagedItems } from '../../../components/InfiniteList';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useLots } from '../api/get-lots';
import { useServerClockSync } from '../live';
import { LotCard, LotGrid } from './LotCard';

/** Home's auctions tab: lots bidding now (else the next ones), and the way to the full list. */
export function HomeAuctionsTab() {
  const { t } = useTranslation('auctions');
  useServerClockSync();
  const live = useLots({ when: 'live' });
  const upcoming = useLots({ when: 'upcoming' });
  const liveItems = pagedItems(live).slice(0, 6);
  const items = liveItems.length ? liveItems : pagedItems(upcoming).slice(0, 6);
  const when = liveItems.length ? 'live' : 'upcoming';
  return (
    <Stack gap="md" data-testid="home-auctions-tab">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {when === 'live' ? t('list.tabs.live') : t('list.tabs.upcoming')}
        </Title>
        <Anchor component={Link} to={`/auctions?when=${when}`} size="sm" fw={600}>
          {t('home.all')}
        </Anchor>
      </Group>
      {live.isPending && <LoadingState />}
      {live.isError && <ErrorState error={live.error} onRetry={() => void live.refetch()} />}
      {live.isSuccess && upcoming.isSuccess && items.length === 0 && <EmptyState title={t('list.empty.upcoming')} />}
      {items.length > 0 && (
        <LotGrid>
          {items.map((lot, i) => (
            <LotCard key={lot.id} lot={lot} eager={i === 0} />
          ))}
        </LotGrid>
      )}
    </Stack>
  );
}
