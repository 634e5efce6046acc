import { ActionIcon, Group, Text } from '@mantine/core';
import type { LiveMessage } from '@souq/shared/live/live.schema';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { aedWhole } from '../../../lib/format';
import classes from './MessageList.module.css';

/** One message as the room reads it: a barrage with its sender, or the host's notice by type (1-9). */
export function MessageText({ message }: { message: LiveMessage }) {
  const { t } = useTranslation('live');
  const price = message.startPriceFils === null ? '' : aedWhole(message.startPriceFils);
  const lot = message.lotTitle ?? '';
  switch (message.type) {
    case 1:
      return (
        <>
          <Text span fw={600} size="sm">
            {message.sender.name || t('messages.viewer')}
            {message.sender.isHost ? ` · ${t('messages.host')}` : ''}:{' '}
          </Text>
          <Text span size="sm" dir="auto">
            {message.text}
          </Text>
        </>
      );
    case 2:
      return <>{t('messages.countdown', { seconds: message.seconds ?? 0 })}</>;
    case 3:
      return <>{t('messages.baseNumber', { price, lot })}</>;
    case 4:
      return <>{t('messages.endLive')}</>;
    case 5:
      return <>{t('messages.endCarSale', { lot })}</>;
    case 6:
      return <>{t('messages.startCarSale', { price, lot })}</>;
    case 7:
      return <>{t('messages.startLive')}</>;
    case 8:
      return <>{t('messages.sellerStartsLive')}</>;
    case 9:
      return <>{t('messages.sellerEndsLive')}</>;
    default:
      return null;
  }
}

export function MessageList({
  messages,
  onDelete,
}: {
  messages: readonly LiveMessage[];
  /** Given to the host: a delete button on each barrage. */
  onDelete?: (message: LiveMessage) => void;
}) {
  const { t } = useTranslation('live');
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.seq;
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [last]);
  if (!messages.length) {
    return (
      <Text size="sm" c="dimmed" className={classes.empty} data-testid="live-messages-empty">
        {t('messages.empty')}
      </Text>
    );
  }
  return (
    <div className={classes.list} data-testid="live-messages" aria-live="polite">
      {messages.map((m) => (
        <Group
          key={m.seq}
          gap={4}
          wrap="nowrap"
          justify="space-between"
          className={m.type === 1 ? classes.barrage : classes.notice}
          data-testid={`live-message-${m.type}`}
        >
          <div className={classes.body}>
            <MessageText message={m} />
          </div>
          {onDelete && m.type === 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('messages.delete')}
              onClick={() => onDelete(m)}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <div ref={end} />
    </div>
  );
}
