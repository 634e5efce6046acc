import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { IconCircleCheck, IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** After publishing or saving: on sale, waiting for review, or a draft; links to the car and to my cars. */
export function PublishResult({ listing, onAnother }: { listing: ListingDetail; onAnother?: () => void }) {
  const { t } = useTranslation('listings');
  const view =
    listing.status === 'on_sale'
      ? { icon: <IconCircleCheck size={40} />, color: 'teal', title: t('result.onSale'), text: t('result.onSaleText') }
      : listing.status === 'pending_review'
        ? { icon: <IconClock size={40} />, color: 'yellow', title: t('result.review'), text: t('result.reviewText') }
        : {
            icon: <IconDeviceFloppy size={40} />,
            color: 'gray',
            title: t('result.saved'),
            text: t('result.savedText'),
          };
  return (
    <Stack align="center" gap="md" py="xl" ta="center" data-testid="publish-result" data-status={listing.status}>
      <ThemeIcon size={80} radius="xl" variant="light" color={view.color}>
        {view.icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {view.title}
      </Title>
      <Text c="dimmed" maw={420}>
        {view.text}
      </Text>
      <Text fw={600}>
        <bdi>{listing.title}</bdi>
      </Text>
      <Stack gap="xs" w="100%" maw={320}>
        <Button component={Link} to={`/cars/${listing.id}`} data-testid="result-view">
          {t('result.view')}
        </Button>
        <Button component={Link} to={`/me/cars?status=${listing.status}`} variant="light" data-testid="result-mine">
          {t('result.mine')}
        </Button>
        {onAnother && (
          <Button variant="subtle" onClick={onAnother}>
            {t('result.another')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
