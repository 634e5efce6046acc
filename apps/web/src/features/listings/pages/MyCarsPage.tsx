import { Button, Stack, Tabs } from '@mantine/core';
import { LISTING_STATUSES, type ListingStatus } from '@souq/shared';
import { IconCarOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useMyListingCounts } from '../api/get-my-listing-counts';
import { useMyListings } from '../api/get-my-listings';
import { CarList } from '../components/CarList';
import { ManageRow } from '../components/ManageRow';
import { OwnerActions } from '../components/OwnerActions';
import { num } from '../format';
import { listingLabel } from '../labels';
import classes from './MyCarsPage.module.css';

/** The tabs in the order a seller looks at them. */
export const MY_TABS: ListingStatus[] = [
  'on_sale',
  'pending_review',
  'rejected',
  'draft',
  'reserved',
  'sold',
  'removed',
];

function isStatus(value: string | null): value is ListingStatus {
  return !!value && (LISTING_STATUSES as readonly string[]).includes(value);
}

/** The seller's cars by status with counts and quick actions (spec: shangpinguanli). */
export default function MyCarsPage() {
  const { t } = useTranslation('listings');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ListingStatus = isStatus(raw) ? raw : 'on_sale';
  const counts = useMyListingCounts();
  const listings = useMyListings(status);

  return (
    <Page
      title={t('mine.title')}
      back="/mine"
      actions={
        <Button
          component={Link}
          to="/cars/publish"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          data-testid="my-cars-publish"
        >
          {t('mine.publish')}
        </Button>
      }
    >
      <Stack gap="md">
        <Tabs
          value={status}
          onChange={(value) => setParams(value && value !== 'on_sale' ? { status: value } : {}, { replace: true })}
          className={classes.tabs}
        >
          <Tabs.List>
            {MY_TABS.map((s) => (
              <Tabs.Tab key={s} value={s} data-testid={`my-tab-${s}`}>
                <span className={classes.tabLabel}>
                  {listingLabel(t, 'statusTab', s)}
                  {counts.data?.[s] ? (
                    <span
                      className={classes.count}
                      data-active={s === status || undefined}
                      data-testid={`my-count-${s}`}
                    >
                      {num(counts.data[s] ?? 0)}
                    </span>
                  ) : null}
                </span>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <CarList
          query={listings}
          layout="rows"
          renderItem={(listing) => (
            <ManageRow key={listing.id} listing={listing} actions={<OwnerActions listing={listing} compact />} />
          )}
          empty={
            <EmptyState
              icon={<IconCarOff size={34} />}
              title={t('mine.none', { status: listingLabel(t, 'statusTab', status) })}
              action={
                status === 'on_sale' ? (
                  <Button component={Link} to="/cars/publish" variant="light">
                    {t('mine.publish')}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </Stack>
    </Page>
  );
}
