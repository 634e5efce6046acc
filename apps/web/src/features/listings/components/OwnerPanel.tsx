import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconAlertCircle, IconClock, IconEye, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { num } from '../format';
import listingStyles from '../listings.module.css';
import { OwnerActions } from './OwnerActions';
import { StatusBadge } from './StatusBadge';

/** On the seller's own car: the status (and why it was sent back), its numbers and the actions. */
export function OwnerPanel({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  return (
    <Paper withBorder radius="md" p="md" data-testid="owner-panel" bg="indigo.0">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('owner.title')}
          </Text>
          <StatusBadge status={listing.status} />
        </Group>
        <Group gap="md">
          <Group gap={4} c="dimmed">
            <IconEye size={16} aria-hidden />
            <Text size="sm">{t('owner.views', { n: num(listing.views) })}</Text>
          </Group>
          <Group gap={4} c="dimmed">
            <IconHeart size={16} aria-hidden />
            <Text size="sm">{t('owner.favourites', { n: num(listing.favouritesCount) })}</Text>
          </Group>
        </Group>
        {listing.status === 'pending_review' && (
          <Alert color="yellow" variant="light" icon={<IconClock size={18} />} p="xs">
            <Text size="sm">{t('owner.pendingText')}</Text>
          </Alert>
        )}
        {listing.status === 'draft' && (
          <Text size="sm" c="dimmed">
            {t('owner.draftText')}
          </Text>
        )}
        {listing.status === 'rejected' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} p="xs" data-testid="reject-reason">
            <Text size="sm" fw={500}>
              {t('owner.rejectedText')}
            </Text>
            {listing.rejectReason && (
              <Text size="sm" className={listingStyles.description} dir="auto">
                {listing.rejectReason}
              </Text>
            )}
          </Alert>
        )}
        <OwnerActions listing={listing} />
      </Stack>
    </Paper>
  );
}
