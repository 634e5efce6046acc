import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { LEASE_OFFER_STATUSES, type LeaseOfferStatus, type LeaseOfferSummary } from '@souq/shared';
import { IconCarSuv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState } from '../../../components/States';
import { useManagedLeaseOffers } from '../api/get-managed-lease-offers';
import { useUpdateLeaseOffer } from '../api/update-lease-offer';
import { OfferCard } from '../components/OfferCard';
import lease from '../lease.module.css';
import { useManagedOffersPath } from '../offers-path';

/** Admin and merchants: lease offers to create, edit, deactivate or reactivate. */
export default function AdminLeaseOffersPage() {
  const { t } = useTranslation('lease');
  const offersPath = useManagedOffersPath();
  const [status, setStatus] = useState<LeaseOfferStatus | 'all'>('all');
  const list = useManagedLeaseOffers(status === 'all' ? undefined : status);
  const update = useUpdateLeaseOffer();
  const [deactivating, setDeactivating] = useState<LeaseOfferSummary | null>(null);

  const setOfferStatus = (offer: LeaseOfferSummary, next: LeaseOfferStatus) =>
    update.mutate(
      { id: offer.id, body: { status: next }, silent: false },
      {
        // The offer's status badge in the list shows the change: no toast.
        onSuccess: () => setDeactivating(null),
      },
    );

  return (
    <Page
      title={t('admin.offers.title')}
      back="/mine"
      actions={
        <PageAction to={`${offersPath}/new`} variant="filled" data-testid="lease-offer-new">
          {t('admin.offers.new')}
        </PageAction>
      }
    >
      <Stack gap="md">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v as LeaseOfferStatus | 'all')}
          data={[
            { value: 'all', label: t('admin.demands.all') },
            ...LEASE_OFFER_STATUSES.map((s) => ({ value: s, label: t(`offerStatus.${s}`) })),
          ]}
        />
        <InfiniteList
          query={list}
          empty={<EmptyState icon={<IconCarSuv size={34} />} title={t('admin.offers.empty')} />}
        >
          {(items) => (
            <div className={lease.offerGrid}>
              {items.map((offer) => (
                <Stack key={offer.id} gap="xs">
                  <OfferCard offer={offer} />
                  <Group gap="xs" grow>
                    <Button
                      component={Link}
                      to={`${offersPath}/${encodeURIComponent(offer.id)}/edit`}
                      variant="light"
                      size="xs"
                    >
                      {t('offer.edit')}
                    </Button>
                    {offer.status === 'active' ? (
                      <Button variant="light" color="red" size="xs" onClick={() => setDeactivating(offer)}>
                        {t('admin.offers.deactivate')}
                      </Button>
                    ) : (
                      <Button
                        variant="light"
                        color="teal"
                        size="xs"
                        loading={update.isPending && update.variables?.id === offer.id}
                        onClick={() => setOfferStatus(offer, 'active')}
                      >
                        {t('admin.offers.activate')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              ))}
            </div>
          )}
        </InfiniteList>
      </Stack>
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={t('admin.offers.deactivateTitle')}
        text={t('admin.offers.deactivateText', { title: deactivating?.title ?? '' })}
        confirmLabel={t('admin.offers.deactivate')}
        loading={update.isPending}
        onConfirm={() => deactivating && setOfferStatus(deactivating, 'inactive')}
      />
    </Page>
  );
}
