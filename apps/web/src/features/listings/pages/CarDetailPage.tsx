import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconClipboardCheck, IconEye, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useWidescreen } from '../../../app/layout/AppLayout';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState, NotFoundState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { ChatWithButton } from '../../chat';
import { useListing } from '../api/get-listing';
import { ContactBar } from '../components/ContactBar';
import { DescriptionSection, DetailSection, ListingVideo } from '../components/DetailSection';
import { Gallery } from '../components/Gallery';
import { ResultIcon } from '../components/InspectionReport';
import { KeyFacts } from '../components/KeyFacts';
import { OwnerPanel } from '../components/OwnerPanel';
import { PriceBlock } from '../components/PriceBlock';
import { SellerCard } from '../components/SellerCard';
import { SimilarCars } from '../components/SimilarCars';
import { StatusBadge } from '../components/StatusBadge';
import { day, num } from '../format';
import listingStyles from '../listings.module.css';

/** A car for sale (spec: carDetail, carInfo): gallery, price, facts, report, description, seller, contact. */
export default function CarDetailPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams();
  const wide = useWidescreen();
  const query = useListing(id);
  const listing = query.data;

  if (!listing) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Page title={t('detail.title')} back="/cars">
        {query.isPending && <LoadingState />}
        {missing && <NotFoundState title={t('detail.notFound')} description={t('detail.notFoundText')} />}
        {query.isError && !missing && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      </Page>
    );
  }

  const checklist = listing.inspection?.checklist ?? [];
  const summary = (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap={6}>
          <StatusBadge status={listing.status} />
        </Group>
        <Title order={2} size="h3" data-testid="detail-title">
          <bdi>{listing.title}</bdi>
        </Title>
        <Group gap="md" c="dimmed">
          <Group gap={4}>
            <IconMapPin size={15} aria-hidden />
            <Text size="sm">{listing.cityName}</Text>
          </Group>
          <Group gap={4}>
            <IconEye size={15} aria-hidden />
            <Text size="sm">{t('detail.views', { n: num(listing.views) })}</Text>
          </Group>
          {listing.publishedAt && <Text size="sm">{t('detail.published', { date: day(listing.publishedAt) })}</Text>}
        </Group>
      </Stack>
      <PriceBlock listing={listing} />
      {listing.canEdit && <OwnerPanel listing={listing} />}
      <SellerCard listing={listing} />
      <ChatWithButton userId={listing.seller.userId} kind="listing" id={listing.id} fullWidth />
      {wide && <ContactBar listing={listing} />}
    </Stack>
  );

  return (
    <Page title={listing.title} back="/cars">
      <div className={listingStyles.detailGrid}>
        <Stack gap="lg">
          <Gallery
            photos={listing.photos}
            alt={listing.title}
            banner={listing.status === 'sold' ? t('status.sold') : undefined}
          />
          {!wide && summary}
          {listing.video && (
            <DetailSection id="video-title" title={t('detail.video')}>
              <ListingVideo url={listing.video.url} maxHeight={480} testId="detail-video" />
            </DetailSection>
          )}
          <DetailSection id="facts-title" title={t('detail.facts')}>
            <KeyFacts listing={listing} />
          </DetailSection>
          {listing.inspection && (
            <DetailSection id="report-title" title={t('inspection.title')}>
              <Paper withBorder radius="md" p={0}>
                <Link to={`/cars/${listing.id}/report`} className={linkRow.row} data-testid="report-link">
                  <IconClipboardCheck size={22} color="var(--mantine-color-indigo-6)" aria-hidden />
                  <span className={linkRow.label}>
                    <Text fw={500}>{t('inspection.open')}</Text>
                    <Group gap={8} mt={4}>
                      {(['pass', 'attention', 'fail'] as const).map((r) => (
                        <Group gap={4} key={r}>
                          <ResultIcon result={r} />
                          <Text size="sm">{num(checklist.filter((c) => c.result === r).length)}</Text>
                        </Group>
                      ))}
                    </Group>
                  </span>
                  <IconChevronRight className="icon-directional" size={18} color="var(--mantine-color-gray-5)" />
                </Link>
              </Paper>
            </DetailSection>
          )}
          <DescriptionSection id="description-title" description={listing.description} testId="detail-description" />
          <SimilarCars id={listing.id} />
          <Text size="xs" c="dimmed">
            {t('detail.reportAbuse')}{' '}
            <Anchor component={Link} to="/contact" size="xs">
              {t('detail.contactUs')}
            </Anchor>
          </Text>
        </Stack>
        {wide && <div className={listingStyles.detailSide}>{summary}</div>}
      </div>
      {!wide && <ContactBar listing={listing} />}
    </Page>
  );
}
