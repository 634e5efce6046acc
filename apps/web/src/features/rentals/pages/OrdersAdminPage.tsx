import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BOOKING_STATUSES, type BookingStatus } from '@souq/shared';
import { IconReceipt, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useBookings } from '../api/bookings';
import { BookingRow } from '../components/BookingRow';

/**
 * Spec orderAdminList: customer orders with order number, name, phone, email, submit time and
 * total; search by any of them and filter by status. Merchants see their cars' orders, admins all.
 */
export function OrdersAdminList({ scope }: { scope: 'merchant' | 'admin' }) {
  const { t } = useTranslation('rentals');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = (BOOKING_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as BookingStatus)
    : undefined;
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useBookings(scope, { status, q: debounced || undefined });
  const base = scope === 'admin' ? '/admin/rentals/orders' : '/merchant/rentals/orders';

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <Page title={scope === 'admin' ? t('orders.adminTitle') : t('orders.merchantTitle')} back="/mine">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            style={{ flex: '1 1 220px' }}
            leftSection={<IconSearch size={16} />}
            placeholder={t('orders.searchPlaceholder')}
            aria-label={t('orders.search')}
            value={q}
            onChange={(e) => set('q', e.currentTarget.value)}
            data-testid="orders-search"
          />
          <NativeSelect
            style={{ flex: '0 1 220px' }}
            aria-label={t('orders.statusFilter')}
            value={status ?? ''}
            onChange={(e) => set('status', e.currentTarget.value)}
            data={[
              { value: '', label: t('orders.all') },
              ...BOOKING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            data-testid="orders-status"
          />
        </Group>
        <InfiniteList
          query={list}
          empty={
            <EmptyState
              icon={<IconReceipt size={34} />}
              title={debounced || status ? t('orders.noMatch') : t('orders.none')}
              description={debounced || status ? t('orders.noMatchText') : t('orders.noneMerchantText')}
            />
          }
        >
          {(items) => (
            <div className={linkRow.list} data-testid="booking-list">
              {items.map((booking) => (
                <BookingRow
                  key={booking.id}
                  booking={booking}
                  to={`${base}/${encodeURIComponent(booking.id)}`}
                  withRenter
                />
              ))}
            </div>
          )}
        </InfiniteList>
      </Stack>
    </Page>
  );
}

export default function MerchantOrdersPage() {
  return <OrdersAdminList scope="merchant" />;
}
