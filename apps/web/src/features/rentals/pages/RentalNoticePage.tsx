import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';

const POINTS = ['why', 'confirm', 'pay', 'decline', 'tip'] as const;

/** Spec rentalCarNotice: book at least 48 hours ahead; sooner needs the merchant's confirmation. */
export default function RentalNoticePage() {
  const { t } = useTranslation('rentals');
  return (
    <Page title={t('notice.title')} back="/rentals" narrow>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconClockHour4 size={32} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('notice.heading')}
          </Title>
          <Text>{t('notice.intro')}</Text>
          <List spacing="sm">
            {POINTS.map((point) => (
              <List.Item key={point}>{t(`notice.points.${point}`)}</List.Item>
            ))}
          </List>
          <Button component={Link} to="/rentals/terms" variant="light">
            {t('notice.terms')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
