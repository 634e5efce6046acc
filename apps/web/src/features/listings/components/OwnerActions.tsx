import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { ListingStatus } from '@souq/shared';
import {
  IconArrowUp,
  IconBookmark,
  IconBookmarkOff,
  IconCurrencyDirham,
  IconDots,
  IconPencil,
  IconSend,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { toast } from '../../../lib/toast';
import {
  useChangeListingPrice,
  useDeleteListing,
  useMarkListingSold,
  useRefreshListing,
  useReserveListing,
  useSubmitListing,
  useUnreserveListing,
} from '../api/car-actions';
import classes from './OwnerActions.module.css';
import { PriceModal } from './PriceModal';

type Action = 'edit' | 'submit' | 'price' | 'refresh' | 'reserve' | 'unreserve' | 'sold' | 'remove';

/** What the seller can do with a car in each status. */
export function actionsFor(status: ListingStatus): Action[] {
  switch (status) {
    case 'draft':
    case 'rejected':
      return ['edit', 'submit', 'remove'];
    case 'pending_review':
      return ['edit', 'remove'];
    case 'on_sale':
      return ['edit', 'price', 'refresh', 'reserve', 'sold', 'remove'];
    case 'reserved':
      return ['edit', 'price', 'unreserve', 'sold', 'remove'];
    default:
      return [];
  }
}

interface ActionView {
  key: Action;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  to?: string;
  loading?: boolean;
  disabled?: boolean;
  danger?: boolean;
  primary?: boolean;
}

/**
 * The seller's quick actions on one car: edit, change price, refresh (with what is left today),
 * reserve, sold, remove (confirmed first), (re)submit. `compact` (list rows) shows the first two as
 * buttons and the rest in a "more" menu.
 */
export function OwnerActions({
  listing,
  compact = false,
}: {
  listing: { id: string; status: ListingStatus; priceFils: number; refreshesLeftToday?: number | null };
  compact?: boolean;
}) {
  const { t } = useTranslation('listings');
  const [confirm, setConfirm] = useState<'sold' | 'remove' | null>(null);
  const [pricing, setPricing] = useState(false);
  const price = useChangeListingPrice();
  const refresh = useRefreshListing();
  const reserve = useReserveListing();
  const unreserve = useUnreserveListing();
  const sold = useMarkListingSold();
  const remove = useDeleteListing();
  const submit = useSubmitListing();
  const id = listing.id;
  const done = (key: string) => () => toast({ kind: 'success', message: t(key) });
  const allowed = actionsFor(listing.status);
  if (allowed.length === 0) return null;
  const left = listing.refreshesLeftToday;

  const all: ActionView[] = [
    { key: 'edit', label: t('owner.edit'), icon: <IconPencil size={14} aria-hidden />, to: `/cars/${id}/edit` },
    {
      key: 'submit',
      label: listing.status === 'rejected' ? t('owner.resubmit') : t('owner.submit'),
      icon: <IconSend size={14} aria-hidden />,
      primary: true,
      loading: submit.isPending,
      // The status badge shows "on sale" or "waiting for review": no toast.
      onClick: () => submit.mutate({ id }),
    },
    {
      key: 'price',
      label: t('owner.changePrice'),
      icon: <IconCurrencyDirham size={14} aria-hidden />,
      onClick: () => setPricing(true),
    },
    {
      key: 'refresh',
      label: left === null || left === undefined ? t('owner.refresh') : t('owner.refreshLeft', { n: left }),
      icon: <IconArrowUp size={14} aria-hidden />,
      loading: refresh.isPending,
      disabled: left === 0,
      onClick: () => refresh.mutate({ id }, { onSuccess: done('owner.refreshed') }),
    },
    {
      key: 'reserve',
      label: t('owner.reserve'),
      icon: <IconBookmark size={14} aria-hidden />,
      loading: reserve.isPending,
      onClick: () => reserve.mutate({ id }),
    },
    {
      key: 'unreserve',
      label: t('owner.unreserve'),
      icon: <IconBookmarkOff size={14} aria-hidden />,
      loading: unreserve.isPending,
      onClick: () => unreserve.mutate({ id }),
    },
    { key: 'sold', label: t('owner.sold'), icon: <IconTag size={14} aria-hidden />, onClick: () => setConfirm('sold') },
    {
      key: 'remove',
      label: t('owner.remove'),
      icon: <IconTrash size={14} aria-hidden />,
      danger: true,
      onClick: () => setConfirm('remove'),
    },
  ];
  const views = all.filter((a) => allowed.includes(a.key));
  const inline = compact ? views.slice(0, 2) : views;
  const more = compact ? views.slice(2) : [];

  const button = (a: ActionView) => {
    const common = {
      key: a.key,
      size: compact ? 'xs' : 'sm',
      variant: a.primary ? 'filled' : a.danger ? 'subtle' : 'default',
      color: a.danger ? 'red' : undefined,
      leftSection: a.icon,
      'data-testid': `owner-${a.key}`,
    } as const;
    return a.to ? (
      <Button {...common} component={Link} to={a.to}>
        {a.label}
      </Button>
    ) : (
      <Button {...common} onClick={a.onClick} loading={a.loading} disabled={a.disabled}>
        {a.label}
      </Button>
    );
  };

  return (
    <>
      <Group gap={6} className={classes.bar} data-testid="owner-actions">
        {inline.map(button)}
        {more.length > 0 && (
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size={30} aria-label={t('owner.more')} data-testid="owner-more">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {more.map((a) => (
                <Menu.Item
                  key={a.key}
                  leftSection={a.icon}
                  color={a.danger ? 'red' : undefined}
                  disabled={a.disabled || a.loading}
                  onClick={a.onClick}
                  data-testid={`owner-${a.key}`}
                >
                  {a.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <PriceModal
        opened={pricing}
        onClose={() => setPricing(false)}
        currentFils={listing.priceFils}
        loading={price.isPending}
        onSubmit={(value) => price.mutateAsync({ id, price: value })}
      />
      <ConfirmModal
        opened={confirm === 'sold'}
        onClose={() => setConfirm(null)}
        title={t('owner.soldTitle')}
        text={t('owner.soldText')}
        confirmLabel={t('owner.sold')}
        loading={sold.isPending}
        onConfirm={() =>
          sold.mutate(
            { id },
            {
              onSuccess: () => setConfirm(null),
            },
          )
        }
        confirmTestId="confirm-sold"
      />
      <ConfirmModal
        opened={confirm === 'remove'}
        onClose={() => setConfirm(null)}
        title={t('owner.removeTitle')}
        text={t('owner.removeText')}
        confirmLabel={t('owner.remove')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { id },
            {
              onSuccess: () => {
                setConfirm(null);
                done('owner.removed')();
              },
            },
          )
        }
        confirmTestId="confirm-remove"
      />
    </>
  );
}
