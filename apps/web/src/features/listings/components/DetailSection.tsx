import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../format';
import listingStyles from '../listings.module.css';

/** A titled section of a car's page (the public page and the admin's review page). */
export function DetailSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The seller's description as written (plain text in its own direction), or a dimmed "no description". */
export function DescriptionSection({ id, description, testId }: { id: string; description: string; testId?: string }) {
  const { t } = useTranslation('listings');
  return (
    <DetailSection id={id} title={t('detail.description')}>
      {description ? (
        <Text className={listingStyles.description} dir="auto" data-testid={testId}>
          {description}
        </Text>
      ) : (
        <Text c="dimmed" size="sm">
          {t('detail.noDescription')}
        </Text>
      )}
    </DetailSection>
  );
}

/** For the admin's review: whether the selling dealer's shop is verified. */
export function ShopStatusBadge({ verified, size }: { verified: boolean; size?: 'xs' }) {
  const { t } = useTranslation('listings');
  return (
    <Badge
      size={size}
      variant="light"
      color={verified ? 'teal' : 'yellow'}
      leftSection={verified ? <IconShieldCheck size={12} /> : undefined}
      data-testid="review-shop-status"
    >
      {verified ? t('admin.shopVerified') : t('admin.shopUnverified')}
    </Badge>
  );
}

/** The seller's walk-around video, loaded only when played. */
export function ListingVideo({ url, maxHeight, testId }: { url: string; maxHeight: number; testId?: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: sellers' walk-around videos have no captions
    <video
      src={mediaUrl(url)}
      controls
      preload="metadata"
      playsInline
      style={{ inlineSize: '100%', borderRadius: 8, background: '#000', maxBlockSize: maxHeight }}
      data-testid={testId}
    />
  );
}
