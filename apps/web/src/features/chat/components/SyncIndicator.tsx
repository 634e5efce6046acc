import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../engine/use-chat';

/** "Updating…" while the chat pulls what it missed, then "Synced"; "Offline" without a connection. */
export function SyncIndicator() {
  const { t } = useTranslation('chat');
  const sync = useChat((s) => s.sync);
  const online = useChat((s) => s.online);
  const state = !online ? 'offline' : sync === 'idle' ? 'updating' : sync;
  return (
    <Group gap={4} wrap="nowrap" data-testid="chat-sync" data-state={state} role="status" aria-live="polite">
      {state === 'updating' && <Loader size={12} />}
      {state === 'synced' && <IconCloudCheck size={14} aria-hidden color="var(--mantine-color-teal-8)" />}
      {state === 'offline' && <IconCloudOff size={14} aria-hidden />}
      {state === 'error' && <IconCloudX size={14} aria-hidden color="var(--mantine-color-red-8)" />}
      <Text size="xs" c="dimmed" span>
        {t(`sync.${state}`)}
      </Text>
    </Group>
  );
}
