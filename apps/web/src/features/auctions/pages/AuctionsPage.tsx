import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import type { AuctionWhen } from '@souq/shared/auctions/auctions.schema';
import { IconGavel, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList, pagedItems } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useIsLoggedIn } from '../../../lib/session';
import { useLots } from '../api/get-lots';
import { useSessions } from '../api/get-sessions';
import { LotCard, LotGrid } from '../components/LotCard';
import { LotFilters, type LotFilterValues } from '../components/LotFilters';
import { SessionCard, SessionStrip } from '../components/SessionCard';
import { useOutbidAlerts, useServerClockSync } from '../live';

/** The tabs in the order people look for them. */
const TABS: readonly AuctionWhen[] = ['live', 'upcoming', 'ended'];

function Sessions({ when }: { when: AuctionWhen }) {
  const sessions = useSessions(when);
  const items = pagedItems(sessions);
  if (items.length === 0) return null;
  return (
    <SessionStrip>
      {items.map((s) => (
        <SessionCard key={s.id} session={s} />
      ))}
    </SessionStrip>
  );
}

function Lots({ when, filters }: { when: AuctionWhen; filters: LotFilterValues }) {
  const { t } = useTranslation('auctions');
  const lots = useLots({ when, ...filters });
  return (
    <InfiniteList
      query={lots}
      empty={
        <EmptyState icon={<IconGavel size={34} />} title={t(`list.empty.${when}`)} description={t('list.emptyText')} />
      }
    >
      {(items) => (
        <LotGrid>
          {items.map((lot, i) => (
            <LotCard key={lot.id} lot={lot} eager={i < 2} />
          ))}
        </LotGrid>
      )}
    </InfiniteList>
  );
}

/** Auctions: live now, upcoming and ended lots (by the server's clock), the sessions above, filters. */
export default function AuctionsPage() {
  const { t } = useTranslation('auctions');
  const [params, setParams] = useSearchParams();
  const network = useNetwork();
  const loggedIn = useIsLoggedIn();
  useServerClockSync();
  useOutbidAlerts();
  const whenParam = params.get('when');
  const when: AuctionWhen = TABS.includes(whenParam as AuctionWhen) ? (whenParam as AuctionWhen) : 'live';
  const filters: LotFilterValues = {
    cityId: params.get('city') ?? '',
    brandId: params.get('brand') ?? '',
    minPrice: params.get('min') ?? '',
    maxPrice: params.get('max') ?? '',
  };
  const update = (next: { when?: AuctionWhen; filters?: LotFilterValues }) => {
    const f = next.filters ?? filters;
    const entries = { when: next.when ?? when, city: f.cityId, brand: f.brandId, min: f.minPrice, max: f.maxPrice };
    setParams(Object.fromEntries(Object.entries(entries).filter(([, v]) => v)), { replace: true });
  };

  return (
    <Page
      title={t('list.title')}
      actions={
        loggedIn ? (
          <Button component={Link} to="/auctions/me/bids" variant="light" size="sm" h={44} data-testid="my-bids-link">
            {t('myBids.title')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        {!network.online && (
          <Alert color="orange" icon={<IconWifiOff size={18} />} data-testid="offline">
            {t('list.offline')}
          </Alert>
        )}
        <Tabs value={when} onChange={(v) => update({ when: (v as AuctionWhen) ?? 'live' })} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((w) => (
              <Tabs.Tab key={w} value={w} data-testid={`auctions-tab-${w}`}>
                {t(`list.tabs.${w}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Sessions when={when} />
        <Group justify="space-between" align="flex-start">
          <LotFilters key={when} value={filters} onChange={(f) => update({ filters: f })} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('list.feesNote')}
        </Text>
        <Lots when={when} filters={filters} />
      </Stack>
    </Page>
  );
}
