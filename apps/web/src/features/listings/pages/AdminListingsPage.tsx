import '../listings.css';
import { Badge, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LISTING_STATUSES, type ListingStatus, type ListingSummary, listingRejectBody } from '@souq/shared';
import { IconCheck, IconLock, IconSearch, IconShieldCheck, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, LoadingState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { translateIssue } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useMe } from '../../users/api/get-me';
import { useApproveListing } from '../api/approve-listing';
import { useAdminListings } from '../api/get-admin-listings';
import { useListing } from '../api/get-listing';
import { useRejectListing } from '../api/reject-listing';
import { CarList } from '../components/CarList';
import { ManageRow } from '../components/ManageRow';
import { mediaUrl } from '../format';
import { listingLabel, vehicleLabel } from '../labels';

const REASON_MAX = 500;

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
        <div className="car-review-photos" data-testid="review-photos">
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
            <Badge
              size="xs"
              variant="light"
              color={listing.shop.verified ? 'teal' : 'yellow'}
              leftSection={listing.shop.verified ? <IconShieldCheck size={12} /> : undefined}
              data-testid="review-shop-status"
            >
              {listing.shop.verified ? t('admin.shopVerified') : t('admin.shopUnverified')}
            </Badge>
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

/** The review queue (admins): approve, or reject with a reason the seller sees; filter by status and search. */
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
  const approve = useApproveListing();
  const reject = useRejectListing();
  const [rejecting, setRejecting] = useState<ListingSummary | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

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
  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    if (!rejecting) return;
    const parsed = listingRejectBody.safeParse({ reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setReasonError(translateIssue(t as never, { path: [], message: issue?.message ?? '', maximum: REASON_MAX }));
      return;
    }
    reject.mutate(
      { id: rejecting.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast({ kind: 'success', message: t('admin.rejected') });
        },
        onError: (error) => setReasonError(isApiError(error) ? (error.fields[0]?.message ?? error.message) : undefined),
      },
    );
  };

  return (
    <Page title={t('admin.title')} back="/mine">
      {!me.data && me.isPending && <LoadingState />}
      {me.data && !isAdmin && (
        <EmptyState icon={<IconLock size={34} />} title={t('admin.forbidden')} description={t('admin.forbiddenText')} />
      )}
      {isAdmin && (
        <Stack gap="md">
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
          <CarList
            query={queue}
            layout="rows"
            renderItem={(listing) => (
              <ManageRow
                key={listing.id}
                listing={listing}
                extra={<ReviewDetails listing={listing} />}
                actions={
                  listing.status === 'pending_review' ? (
                    <Group gap={6}>
                      <Button
                        size="xs"
                        color="teal"
                        leftSection={<IconCheck size={14} />}
                        loading={approve.isPending && approve.variables?.id === listing.id}
                        onClick={() =>
                          approve.mutate(
                            { id: listing.id },
                            { onSuccess: () => toast({ kind: 'success', message: t('admin.approved') }) },
                          )
                        }
                        data-testid="approve-listing"
                      >
                        {t('admin.approve')}
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        leftSection={<IconX size={14} />}
                        onClick={() => {
                          setRejecting(listing);
                          setReason('');
                          setReasonError(undefined);
                        }}
                        data-testid="reject-listing"
                      >
                        {t('admin.reject')}
                      </Button>
                    </Group>
                  ) : undefined
                }
              />
            )}
            empty={<EmptyState icon={<IconShieldCheck size={34} />} title={t('admin.none')} />}
          />
        </Stack>
      )}
      <Modal opened={!!rejecting} onClose={() => setRejecting(null)} title={t('admin.rejectTitle')} centered>
        <form onSubmit={submitReject} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              <bdi>{rejecting?.title}</bdi>
            </Text>
            <Textarea
              label={t('admin.reason')}
              description={t('admin.reasonHint')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(undefined);
              }}
              maxLength={REASON_MAX}
              autosize
              minRows={3}
              required
              error={reasonError}
              data-autofocus
              data-testid="reject-reason-input"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(null)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-confirm">
                {t('admin.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Page>
  );
}
