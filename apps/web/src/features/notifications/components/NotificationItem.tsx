import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatRelativeTime, type Notification } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import { appLanguage } from '../../../lib/i18n';
import { notificationText } from '../text';
import classes from './NotificationItem.module.css';

export interface NotificationItemProps {
  notification: Notification;
  now: number;
  onOpen: (notification: Notification) => void;
}

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const title = notificationText(t, appLanguage(), notification, t('mine:notifications.untitled'));
  return (
    <UnstyledButton
      className={`${linkRow.row} ${classes.item}`}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-read={notification.read ? 'true' : 'false'}
      aria-label={notification.read ? title : `${t('mine:notifications.unreadMark')}: ${title}`}
    >
      {!notification.read && <span className={classes.dot} data-testid="notification-unread-dot" aria-hidden />}
      <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: 1, minInlineSize: 0, paddingBlock: 12 }}>
        <Text fw={notification.read ? 400 : 600} size="sm" style={{ minInlineSize: 0 }}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          <time dateTime={notification.createdAt}>
            {formatRelativeTime(notification.createdAt, now, appLanguage())}
          </time>
        </Text>
      </Group>
    </UnstyledButton>
  );
}
