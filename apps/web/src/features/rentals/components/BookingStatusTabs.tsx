import { Tabs } from '@mantine/core';
import type { BookingStatus } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import classes from './BookingStatusTabs.module.css';

/** The status tabs of an order list (spec orderList): all, then each status a renter follows. */
export const BOOKING_TABS = [
  'all',
  'awaiting_confirmation',
  'awaiting_pickup',
  'renting',
  'completed',
  'canceled',
] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export function bookingTabOf(value: string | null): BookingTab {
  return (BOOKING_TABS as readonly string[]).includes(value ?? '') ? (value as BookingTab) : 'all';
}

export function statusOfTab(tab: BookingTab): BookingStatus | undefined {
  return tab === 'all' ? undefined : tab;
}

export function BookingStatusTabs({ value, onChange }: { value: BookingTab; onChange: (tab: BookingTab) => void }) {
  const { t } = useTranslation('rentals');
  return (
    <div className={classes.scroll}>
      <Tabs value={value} onChange={(v) => onChange(bookingTabOf(v))}>
        <Tabs.List>
          {BOOKING_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`orders-tab-${tab}`}>
              {tab === 'all' ? t('orders.all') : t(`status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </div>
  );
}
