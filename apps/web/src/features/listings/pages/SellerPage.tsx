import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useListing } from '../api/get-listing';
import { useListings } from '../api/get-listings';
import { CarList } from '../components/CarList';
import { mediaUrl } from '../format';

/** A private seller's page (spec: presonal): who they are and their cars on sale. */
export default function SellerPage() {
  const { t } = useTranslation('listings');
  const { userId = '' } = useParams();
  const listings = useListings({ sellerId: userId, sort: 'newest' });
  const firstId = listings.data?.pages[0]?.items[0]?.id;
  // The seller's public card comes with any of their cars.
  const seller = useListing(firstId).data?.seller;
  const name = seller?.nickname || t('seller.private');
  return (
    <Page title={t('seller.title')} back="/cars">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" data-testid="seller-profile">
          <Group gap="md" wrap="nowrap">
            <Avatar src={mediaUrl(seller?.avatarUrl)} size={56} radius="xl" color="indigo" alt="">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={2} style={{ minInlineSize: 0 }}>
              <Text fw={600} truncate>
                <bdi>{name}</bdi>
              </Text>
              <Text size="sm" c="dimmed">
                {t('sellerType.private')}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <CarList query={listings} empty={<EmptyState icon={<IconCarOff size={34} />} title={t('seller.none')} />} />
      </Stack>
    </Page>
  );
}
