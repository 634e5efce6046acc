import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconCheck, IconClipboardOff, IconLock, IconMapPin, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useWidescreen } from '../../../app/layout/AppLayout';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { useMe } from '../../users';
import { useApproveListing } from '../api/car-actions';
import { useListing } from '../api/get-listing';
import { DescriptionSection, DetailSection, ListingVideo, ShopStatusBadge } from '../components/DetailSection';
import { Gallery } from '../components/Gallery';
import { InspectionReport } from '../components/InspectionReport';
import { KeyFacts } from '../components/KeyFacts';
import { PriceBlock } from '../components/PriceBlock';
import { RejectListingModal } from '../components/RejectListingModal';
import { SellerCard } from '../components/SellerCard';
import { StatusBadge } from '../components/StatusBadge';
import { VinCheck } from '../components/VinCheck';
import { day } from '../format';
import { listingLabel } from '../labels';
import listingStyles from '../listings.module.css';
import classes from './AdminListingReviewPage.module.css';

const QUEUE = '/admin/listings';

/** Who sells it, as a reviewer needs it: the seller card, the shop's verification, a private seller's mobile. */
function ReviewSeller({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  return (
    <Stack gap={6}>
      <SellerCard listing={listing} />
      <Group gap={6}>
        {listing.shop ? (
          <ShopStatusBadge verified={listing.shop.verified} />
        ) : (
          <Text size="sm">
            {t('admin.privateSeller', { name: listing.seller.nickname ?? '—' })}
            {listing.seller.mobile && (
              <>
                {' · '}
                <span className="ltr">{listing.seller.mobile}</span>
              </>
            )}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** Approve, or reject with a reason; once decided, what happened and the way back to the queue. */
function Decision({ listing, onReject, bar }: { listing: ListingDetail; onReject: () => void; bar?: boolean }) {
  const { t } = useTranslation('listings');
  const approve = useApproveListing();
  const pending = listing.status === 'pending_review';
  if (!pending) {
    return (
      <Alert
        variant="light"
        color={listing.status === 'rejected' ? 'red' : 'teal'}
        p="sm"
        data-testid="review-decided"
        className={bar ? classes.bar : undefined}
      >
        <Stack gap={6}>
          <Text size="sm">
            {listing.status === 'rejected'
              ? t('admin.rejected')
              : listing.status === 'on_sale'
                ? t('admin.approved')
                : t('review.notPending')}
          </Text>
          <Button component={Link} to={QUEUE} variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
            {t('review.backToQueue')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <div className={bar ? classes.bar : undefined} data-testid="review-decision">
      {!bar && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('review.decisionHint')}
        </Text>
      )}
      <Group gap="xs" grow wrap="nowrap">
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          onClick={onReject}
          disabled={approve.isPending}
          data-testid="reject-listing"
        >
          {t('admin.reject')}
        </Button>
        <Button
          color="teal"
          leftSection={<IconCheck size={16} />}
          loading={approve.isPending}
          onClick={() => approve.mutate({ id: listing.id })}
          data-testid="approve-listing"
        >
          {t('admin.approve')}
        </Button>
      </Group>
    </div>
  );
}

/**
 * Admin review of one car: everything the buyer will see (photos, facts, VIN decode, inspection
 * report, description, seller), with Approve and Reject (reason required) here, after looking.
 */
export default function AdminListingReviewPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  const wide = useWidescreen();
  const me = useMe();
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const query = useListing(isAdmin ? id : undefined);
  const listing = query.data;
  const [rejecting, setRejecting] = useState(false);

  if (!isAdmin || !listing) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Page title={t('review.title')} back={QUEUE}>
        {((!me.data && me.isPending) || (isAdmin && query.isPending)) && <LoadingState />}
        {me.data && !isAdmin && (
          <EmptyState
            icon={<IconLock size={34} />}
            title={t('admin.forbidden')}
            description={t('admin.forbiddenText')}
          />
        )}
        {missing && <NotFoundState title={t('detail.notFound')} />}
        {query.isError && !missing && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      </Page>
    );
  }

  const summary = (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap={6}>
          <StatusBadge status={listing.status} />
          <Badge variant="outline" color="gray">
            {listingLabel(t, 'sellerType', listing.sellerType)}
          </Badge>
        </Group>
        <Title order={2} size="h3" data-testid="review-title">
          <bdi>{listing.title}</bdi>
        </Title>
        <Group gap={4} c="dimmed">
          <IconMapPin size={15} aria-hidden />
          <Text size="sm">{listing.cityName}</Text>
        </Group>
      </Stack>
      <PriceBlock listing={listing} />
      <section aria-labelledby="review-seller-title">
        <Title order={2} size="h5" id="review-seller-title" mb="xs">
          {t('review.seller')}
        </Title>
        <ReviewSeller listing={listing} />
      </section>
      {wide && (
        <Paper withBorder radius="md" p="md">
          <Decision listing={listing} onReject={() => setRejecting(true)} />
        </Paper>
      )}
    </Stack>
  );

  return (
    <Page title={t('review.title')} back={QUEUE}>
      <div className={listingStyles.detailGrid} data-testid="listing-review">
        <Stack gap="lg">
          <Gallery photos={listing.photos} alt={listing.title} />
          {!wide && summary}
          {listing.video && (
            <DetailSection id="review-video-title" title={t('detail.video')}>
              <ListingVideo url={listing.video.url} maxHeight={360} />
            </DetailSection>
          )}
          <DetailSection id="review-vin-title" title={t('review.vin')}>
            <VinCheck listing={listing} />
          </DetailSection>
          <DetailSection id="review-facts-title" title={t('detail.facts')}>
            <KeyFacts listing={listing} />
          </DetailSection>
          <DetailSection id="review-report-title" title={t('inspection.title')}>
            {listing.inspection ? (
              <InspectionReport inspection={listing.inspection} alt={listing.title} />
            ) : (
              <Group gap={6} c="dimmed" data-testid="review-no-report">
                <IconClipboardOff size={18} aria-hidden />
                <Text size="sm">{t('inspection.none')}</Text>
              </Group>
            )}
          </DetailSection>
          <DescriptionSection id="review-description-title" description={listing.description} />
          {listing.publishedAt && (
            <Text size="xs" c="dimmed">
              {t('detail.published', { date: day(listing.publishedAt) })}
            </Text>
          )}
          {!wide && <Decision listing={listing} onReject={() => setRejecting(true)} bar />}
        </Stack>
        {wide && <div className={listingStyles.detailSide}>{summary}</div>}
      </div>
      <RejectListingModal
        listing={rejecting ? listing : null}
        onClose={() => setRejecting(false)}
        onRejected={() => setRejecting(false)}
      />
    </Page>
  );
}
