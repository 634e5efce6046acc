import { Alert, Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInbox, IconMapQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../lib/api';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label ?? t('common:states.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, description, icon, action, testId }: EmptyStateProps) {
  return (
    <Center py="xl" data-testid={testId}>
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon ?? <IconInbox size={34} />}
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
        {action}
      </Stack>
    </Center>
  );
}

/**
 * Nothing here: an unknown route, or a detail page whose id names nothing (unknown or malformed).
 * Always offers the way home and to the car search.
 */
export function NotFoundState({ title, description }: { title?: string; description?: string | null }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="not-found"
      icon={<IconMapQuestion size={34} />}
      title={title ?? t('common:notFound.title')}
      description={description === undefined ? t('common:notFound.text') : (description ?? undefined)}
      action={
        <Group justify="center" gap="sm" mt="xs">
          <Button component={Link} to="/" data-testid="not-found-home">
            {t('common:actions.goHome')}
          </Button>
          <Button component={Link} to="/cars" variant="light" data-testid="not-found-search">
            {t('common:notFound.search')}
          </Button>
        </Group>
      }
    />
  );
}

/** A failed read; one that found nothing (404) is the not-found view, not an error. */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.status === 404) return <NotFoundState />;
  const message = isApiError(error) || error instanceof Error ? error.message : t('common:states.error');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('common:states.errorTitle')}
      my="md"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
