import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { APP_VERSION } from '@souq/shared';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { isNativeApp } from '../../../lib/native';
import { activateUpdate } from '../../../lib/sw';
import { useVersion } from '../api/get-version';
import { VersionChange } from '../components/VersionChange';
import { isUpdateAvailable, isUpdateMandatory } from '../version';

type Phase = 'available' | 'updating';

/** Spec 4, update flow: update available, then update now, then updating. */
export default function NewVersionPage() {
  const { t } = useTranslation('settings');
  const version = useVersion();
  const [phase, setPhase] = useState<Phase>('available');
  const info = version.data;

  const updateNow = async () => {
    if (!info) return;
    setPhase('updating');
    if (isNativeApp()) {
      // Native builds update through the store or the download page.
      if (info.url) window.open(info.url, '_blank');
      setPhase('available');
      return;
    }
    await activateUpdate();
  };

  const mandatory = isUpdateMandatory(info);

  return (
    <Page title={t('newVersion.title')} back={mandatory ? undefined : '/settings'} narrow>
      {version.isPending && <LoadingState />}
      {version.isError && <ErrorState error={version.error} onRetry={() => void version.refetch()} />}
      {info && !isUpdateAvailable(info) && (
        <Stack align="center" gap="md" py="xl" ta="center">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('newVersion.latestTitle')}
          </Title>
          <Text c="dimmed">{t('version.upToDate', { version: APP_VERSION })}</Text>
          <Button component={Link} to="/" variant="light">
            {t('common:actions.goHome')}
          </Button>
        </Stack>
      )}
      {info && isUpdateAvailable(info) && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light">
              <IconDownload size={40} />
            </ThemeIcon>
            <Title order={2} size="h4" data-testid="new-version-phase" data-phase={phase}>
              {phase === 'updating' ? t('newVersion.updating') : t('newVersion.available')}
            </Title>
            <VersionChange latest={info.latest} justify="center" />
            {mandatory && (
              <Text size="sm" c="red.7">
                {t('newVersion.mandatory')}
              </Text>
            )}
            {info.notes && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {info.notes}
              </Text>
            )}
            <Button
              size="md"
              fullWidth
              onClick={() => void updateNow()}
              loading={phase === 'updating'}
              data-testid="update-now"
            >
              {t('newVersion.updateNow')}
            </Button>
            {!mandatory && (
              <Button component={Link} to="/" variant="subtle">
                {t('version.later')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
