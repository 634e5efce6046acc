import { Badge } from '@mantine/core';
import { badgeText, type User } from '@souq/shared';
import { IconMessages, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '../../../components/LinkList';
import { useChatUnread } from '../api/get-unread';

/** The chat's rows on Mine: messages (with the unread count), friends, groups. */
export function ChatMineLinks(_props: { user: User }) {
  const { t } = useTranslation('chat');
  const unread = useChatUnread();
  return (
    <LinkList
      testId="mine-chat-links"
      items={[
        {
          to: '/chat',
          icon: IconMessages,
          label: t('entry.messages'),
          value:
            unread > 0 ? (
              <Badge color="red" circle={unread < 10} data-testid="chat-entry-badge">
                {badgeText(unread)}
              </Badge>
            ) : undefined,
          testId: 'mine-chat',
        },
        { to: '/chat/friends', icon: IconUserPlus, label: t('entry.friends'), testId: 'mine-chat-friends' },
        { to: '/chat/groups', icon: IconUsersGroup, label: t('entry.groups'), testId: 'mine-chat-groups' },
      ]}
    />
  );
}
