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
  const title = notificationText(t, appLanguage(), notification, t('notifications:centre.untitled'));
  // A station message from the platform carries a text of its own under its title.
  const body = notification.type === 'station.message' ? String(notification.params.body ?? '') : '';
  return (
    <UnstyledButton
      className={`${linkRow.row} ${classes.item}`}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-type={notification.type}
      data-read={notification.read ? 'true' : 'false'}
      aria-label={notification.read ? title : `${t('notifications:centre.unread')}: ${title}`}
    >
      {!notification.read && <span className={classes.dot} data-testid="notification-unread-dot" aria-hidden />}
      <div className={classes.text}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text fw={notification.read ? 400 : 600} size="sm" className={classes.title} dir="auto">
            {title}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            <time dateTime={notification.createdAt}>
              {formatRelativeTime(notification.createdAt, now, appLanguage())}
            </time>
          </Text>
        </Group>
        {body && (
          <Text size="sm" c="dimmed" lineClamp={3} mt={2} className={classes.body} dir="auto">
            {body}
          </Text>
        )}
      </div>
    </UnstyledButton>
  );
}
