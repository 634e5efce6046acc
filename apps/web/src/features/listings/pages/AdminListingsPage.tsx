import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { LISTING_STATUSES, type ListingStatus, type ListingSummary } from '@souq/shared';
import { IconChevronRight, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import { EmptyState } from '../../../components/States';
import { useMe } from '../../users';
import { useAdminListings } from '../api/get-admin-listings';
import { useListing } from '../api/get-listing';
import { CarList } from '../components/CarList';
import { ShopStatusBadge } from '../components/DetailSection';
import { ManageRow } from '../components/ManageRow';
import { mediaUrl } from '../format';
import { listingLabel, vehicleLabel } from '../labels';
import classes from './AdminListingsPage.module.css';

function isStatus(value: string | null): value is ListingStatus {
  return !!value && (LISTING_STATUSES as readonly string[]).includes(value);
}

/** What the reviewer checks: the photos, the facts that matter, who sells it and whether they are verified. */
function ReviewDetails({ listing }: { listing: ListingSummary }) {
  const { t } = useTranslation('listings');
  const detail = useListing(listing.id).data;
  return (
    <Stack gap={6}>
      {detail && detail.photos.length > 1 && (
        <div className={classes.photos} data-testid="review-photos">
          {detail.photos.slice(0, 8).map((p) => (
            <img key={p.uploadId} src={mediaUrl(p.thumbUrl || p.url)} alt="" loading="lazy" />
          ))}
        </div>
      )}
      <Text size="xs">
        {[
          vehicleLabel(t, 'fuel', listing.fuel),
          vehicleLabel(t, 'transmission', listing.transmission),
          vehicleLabel(t, 'regionalSpec', listing.regionalSpec),
          detail ? listingLabel(t, 'accident', detail.accidentHistory) : null,
          detail?.vin ?? null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Group gap={6}>
        {listing.shop ? (
          <>
            <Text size="xs" fw={500}>
              <bdi>{listing.shop.name}</bdi>
            </Text>
            <ShopStatusBadge size="xs" verified={listing.shop.verified} />
          </>
        ) : (
          <Text size="xs">
            {t('admin.privateSeller', { name: detail?.seller.nickname ?? '—' })}
            {detail?.seller.mobile && (
              <>
                {' · '}
                <span className="ltr">{detail.seller.mobile}</span>
              </>
            )}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The review queue (admins), by status and search. A car is decided on its review page, after
 * its photos, VIN, report and seller were seen: the queue only opens it.
 */
export default function AdminListingsPage() {
  const { t } = useTranslation('listings');
  const me = useMe();
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: ListingStatus = isStatus(raw) ? raw : 'pending_review';
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const queue = useAdminListings({ status, q }, { enabled: isAdmin });

  const setFilter = (next: { status?: ListingStatus; q?: string }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    const query = next.q ?? q;
    if (s !== 'pending_review') search.set('status', s);
    if (query) search.set('q', query);
    setParams(search, { replace: true });
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: text.trim() });
  };
  return (
    <AdminPage
      title={t('admin.title')}
      allowed={isAdmin}
      checking={!me.data}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
      gap="md"
      filters={
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('admin.status')}
            value={status}
            onChange={(e) => setFilter({ status: e.currentTarget.value as ListingStatus })}
            data={LISTING_STATUSES.map((s) => ({ value: s, label: listingLabel(t, 'statusTab', s) }))}
            data-testid="admin-status"
          />
          <search style={{ flex: 1, minInlineSize: 200 }}>
            <form onSubmit={submitSearch}>
              <TextInput
                type="search"
                label={t('admin.search')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden />}
                placeholder={t('admin.searchPlaceholder')}
                data-testid="admin-search"
              />
            </form>
          </search>
        </Group>
      }
    >
      <CarList
        query={queue}
        layout="rows"
        renderItem={(listing) => (
          <ManageRow
            key={listing.id}
            listing={listing}
            extra={<ReviewDetails listing={listing} />}
            to={`/admin/listings/${encodeURIComponent(listing.id)}`}
            actions={
              <Button
                size="xs"
                component={Link}
                to={`/admin/listings/${encodeURIComponent(listing.id)}`}
                variant={listing.status === 'pending_review' ? 'filled' : 'default'}
                rightSection={<IconChevronRight className="icon-directional" size={14} />}
                data-testid="review-listing"
              >
                {listing.status === 'pending_review' ? t('review.open') : t('review.view')}
              </Button>
            }
          />
        )}
        empty={<EmptyState icon={<IconShieldCheck size={34} />} title={t('admin.none')} />}
      />
    </AdminPage>
  );
}
