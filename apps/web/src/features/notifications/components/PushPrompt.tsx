import { Button, Group, Paper, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { enablePush, rememberDecline, shouldPrompt } from '../push-client';

/**
 * The spec's permission prompt, in the app first: only the browser's own dialog can grant it, and
 * it is asked only after "Turn on". Shown in the message centre (never on the first page of a
 * visit); "Not now" keeps it away for 30 days.
 */
export function PushPrompt() {
  const { t } = useTranslation('notifications');
  const [visible, setVisible] = useState(() => shouldPrompt());
  const [busy, setBusy] = useState(false);
  if (!visible) return null;

  const enable = async () => {
    setBusy(true);
    const result = await enablePush(appLanguage());
    setBusy(false);
    setVisible(false);
    if (result === 'on') toast({ kind: 'success', message: t('push.on') });
    else if (result === 'denied') toast({ kind: 'info', message: t('push.denied') });
    else toast({ kind: 'error', message: t(result === 'unsupported' ? 'push.unsupported' : 'push.failed') });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="push-prompt">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconBellRinging
          size={24}
          aria-hidden
          style={{ flexShrink: 0, color: 'var(--mantine-primary-color-filled)' }}
        />
        <div style={{ flex: 1, minInlineSize: 0 }}>
          <Text fw={600} size="sm">
            {t('push.promptTitle')}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('push.promptText')}
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={() => void enable()} loading={busy} data-testid="push-enable">
              {t('push.enable')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                rememberDecline();
                setVisible(false);
              }}
              data-testid="push-not-now"
            >
              {t('push.notNow')}
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
