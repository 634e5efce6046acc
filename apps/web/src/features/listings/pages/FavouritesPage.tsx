import { Button } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';
import { useFavourites } from '../api/get-favourites';
import { CarList } from '../components/CarList';

/** The cars the user hearted (spec: shoucangcar). */
export default function FavouritesPage() {
  const { t } = useTranslation('listings');
  const favourites = useFavourites();
  return (
    <Page title={t('favourites.title')} back="/mine">
      <CarList
        query={favourites}
        empty={
          <EmptyState
            icon={<IconHeart size={34} />}
            title={t('favourites.none')}
            description={t('favourites.noneText')}
            action={
              <Button component={Link} to="/cars" variant="light">
                {t('detail.browse')}
              </Button>
            }
          />
        }
      />
    </Page>
  );
}
