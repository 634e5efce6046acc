import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { HomeCarsTab } from '../../listings/components/HomeCarsTab';
import { HomeRentTab } from '../../rentals/components/HomeRentTab';

const TABS = ['rent', 'cars'] as const;
type HomeTab = (typeof TABS)[number];

/** Home opens on rental, the product's headline; the second tab is import and used cars. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const tab: HomeTab = params.get('tab') === 'cars' ? 'cars' : 'rent';
  return (
    <Page title={t('common:app.name')}>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'cars' ? { tab: 'cars' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List grow>
          <Tabs.Tab value="rent" data-testid="home-tab-rent">
            {t('home.tabs.rent')}
          </Tabs.Tab>
          <Tabs.Tab value="cars" data-testid="home-tab-cars">
            {t('home.tabs.cars')}
          </Tabs.Tab>
        </Tabs.List>
        <Stack mt="md" gap="lg">
          {tab === 'rent' ? <HomeRentTab /> : <HomeCarsTab />}
        </Stack>
      </Tabs>
    </Page>
  );
}
