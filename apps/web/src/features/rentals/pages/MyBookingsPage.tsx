import { Button, Stack } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { LoadMore } from '../../../components/LoadMore';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { useBookings } from '../api/bookings';
import { BookingRow } from '../components/BookingRow';
import { BookingStatusTabs, bookingTabOf, statusOfTab } from '../components/BookingStatusTabs';

/** Spec orderList: my rental orders by status, newest first. */
export default function MyBookingsPage() {
  const { t } = useTranslation('rentals');
  const [params, setParams] = useSearchParams();
  const tab = bookingTabOf(params.get('status'));
  const list = useBookings('renter', { status: statusOfTab(tab) });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('orders.title')} back="/mine">
      <Stack gap="md">
        <BookingStatusTabs
          value={tab}
          onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
        />
        {list.isPending && <LoadingState />}
        {list.isError && !list.data && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
        {list.isSuccess && items.length === 0 && (
          <EmptyState
            icon={<IconCar size={34} />}
            title={t('orders.none')}
            description={t('orders.noneText')}
            action={
              <Button component={Link} to="/">
                {t('orders.findCar')}
              </Button>
            }
          />
        )}
        {items.length > 0 && (
          <div className={linkRow.list} data-testid="booking-list">
            {items.map((booking) => (
              <BookingRow key={booking.id} booking={booking} to={`/me/rentals/${encodeURIComponent(booking.id)}`} />
            ))}
          </div>
        )}
        <LoadMore
          hasMore={!!list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoad={() => void list.fetchNextPage()}
        />
      </Stack>
    </Page>
  );
}
