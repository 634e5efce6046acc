import { Badge, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconCar, IconGavel, IconKey, IconTool, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/States';

const SERVICES = [
  { key: 'rental', icon: IconKey },
  { key: 'usedCars', icon: IconCar },
  { key: 'auctions', icon: IconGavel },
  { key: 'parts', icon: IconTool },
  { key: 'mart', icon: IconBuildingStore },
  { key: 'errands', icon: IconTruckDelivery },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Page title={t('common:app.name')}>
      <Stack gap="lg">
        <Paper p="lg" radius="md" bg="indigo.8" c="white">
          <Title order={2} size="h3">
            {t('home.headline')}
          </Title>
          <Text mt={6} opacity={0.9}>
            {t('home.tagline')}
          </Text>
        </Paper>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {SERVICES.map(({ key, icon: Icon }) => (
            <Paper key={key} withBorder p="md" radius="md" aria-disabled="true" data-testid={`home-service-${key}`}>
              <Stack gap={6} align="flex-start">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{t(`home.services.${key}`)}</Text>
                <Badge variant="light" color="gray" size="sm">
                  {t('common:states.comingSoon')}
                </Badge>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <EmptyState icon={<IconCar size={34} />} title={t('home.emptyTitle')} description={t('home.emptyText')} />
      </Stack>
    </Page>
  );
}
