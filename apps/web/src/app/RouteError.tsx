import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ChunkLoadError } from './lazy-page';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  let title = t('common:states.errorTitle');
  let message = t('common:states.error');
  if (error instanceof ChunkLoadError) {
    title = t('common:chunk.title');
    message = t(`common:chunk.${error.type}`);
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    title = t('common:notFound.title');
    message = t('common:notFound.text');
  }
  return (
    <Stack align="center" justify="center" gap="md" p="xl" mih="60vh" ta="center" role="alert">
      <IconAlertTriangle size={48} color="var(--mantine-color-orange-6)" aria-hidden />
      <Title order={2}>{title}</Title>
      <Text c="dimmed" maw={420}>
        {message}
      </Text>
      <Stack gap="xs">
        <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
        <Button component={Link} to="/" variant="subtle" reloadDocument>
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
