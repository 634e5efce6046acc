import { Button, Stack } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useBookings } from '../api/bookings';
import { BookingRow } from '../components/BookingRow';
import { BookingStatusTabs, bookingTabOf, statusOfTab } from '../components/BookingStatusTabs';

/** Spec orderList: my rental orders by status, newest first. */
export default function MyBookingsPage() {
  const { t } = useTranslation('rentals');
  const [params, setParams] = useSearchParams();
  const tab = bookingTabOf(params.get('status'));
  const list = useBookings('renter', { status: statusOfTab(tab) });
  return (
    <Page title={t('orders.title')} back="/mine">
      <Stack gap="md">
        <BookingStatusTabs
          value={tab}
          onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
        />
        <InfiniteList
          query={list}
          empty={
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
          }
        >
          {(items) => (
            <div className={linkRow.list} data-testid="booking-list">
              {items.map((booking) => (
                <BookingRow key={booking.id} booking={booking} to={`/me/rentals/${encodeURIComponent(booking.id)}`} />
              ))}
            </div>
          )}
        </InfiniteList>
      </Stack>
    </Page>
  );
}
