import { ActionIcon, Indicator, Popover, Text, UnstyledButton } from '@mantine/core';
import type { ChatMessage } from '@souq/shared/chat/chat.schema';
import { IconAt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { useCalls } from '../api/get-calls';
import { chatTime } from '../engine/time';
import classes from './ChatView.module.css';
import { snippetOf } from './names';

/**
 * The replies to me in this group (my call list): an "@" in the header with their count, and their
 * list. Opening the group reads it, which clears them on the server: what was there when it opened
 * (and what comes while it stays open) stays listed for this visit.
 */
export function CallsMenu({
  conversationId,
  now,
  nameOf,
  onOpen,
}: {
  conversationId: string;
  now: number;
  nameOf: (userId: string | null) => string;
  onOpen: (messageId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const calls = useCalls();
  const [seen, setSeen] = useState<ChatMessage[]>([]);
  const [opened, setOpened] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit starts empty
  useEffect(() => setSeen([]), [conversationId]);
  useEffect(() => {
    const mineHere = (calls.data?.items ?? []).filter((m) => m.conversationId === conversationId);
    if (!mineHere.length) return;
    setSeen((held) => {
      const fresh = mineHere.filter((m) => !held.some((h) => h.id === m.id));
      return fresh.length ? [...fresh, ...held].sort((a, b) => b.seq - a.seq) : held;
    });
  }, [calls.data, conversationId]);

  // Nothing to show until a reply to me is here (an error or a slow load leaves the header as it was).
  if (!seen.length) return null;
  return (
    <Popover position="bottom-end" width={300} withinPortal opened={opened} onChange={setOpened} shadow="md">
      <Popover.Target>
        <Indicator label={seen.length} size={16} offset={4} color="red" disabled={!seen.length}>
          <ActionIcon
            variant="light"
            color="indigo"
            size="lg"
            aria-label={t('calls.open', { count: seen.length })}
            onClick={() => setOpened((o) => !o)}
            data-testid="chat-calls"
          >
            <IconAt size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Text size="sm" fw={600} px="sm" py={8} className={classes.callsTitle}>
          {t('calls.title')}
        </Text>
        {
          <ul className={classes.calls} data-testid="chat-calls-list">
            {seen.map((m) => (
              <li key={m.id}>
                <UnstyledButton
                  className={classes.call}
                  onClick={() => {
                    setOpened(false);
                    onOpen(m.id);
                  }}
                  data-testid="chat-call"
                >
                  <span className={classes.callTop}>
                    <bdi className={classes.callName}>{nameOf(m.senderId)}</bdi>
                    <span className={classes.callTime}>
                      {chatTime(m.createdAt, now, appLanguage(), { justNow: t('time.justNow') })}
                    </span>
                  </span>
                  <span className={classes.callText} dir="auto">
                    {snippetOf(m, t)}
                  </span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        }
      </Popover.Dropdown>
    </Popover>
  );
}
