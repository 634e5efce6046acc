import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSimilarListings } from '../api/get-similar-listings';
import { ListingCard, ListingGrid } from './ListingCard';

/** A strip of similar cars under the detail; nothing when there are none. */
export function SimilarCars({ id }: { id: string }) {
  const { t } = useTranslation('listings');
  const similar = useSimilarListings(id);
  const items = similar.data?.items ?? [];
  if (similar.isError || (similar.isSuccess && items.length === 0)) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="similar-title">
      <Title order={2} size="h5" id="similar-title">
        {t('detail.similar')}
      </Title>
      {similar.isPending ? (
        <Skeleton height={220} radius="md" />
      ) : (
        <ListingGrid strip data-testid="similar-cars">
          {items.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ListingGrid>
      )}
    </Stack>
  );
}
