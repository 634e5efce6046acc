import { Button, type ButtonProps } from '@mantine/core';
import type { ChatCardKind } from '@souq/shared/chat/chat.schema';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn, useSession } from '../../../lib/session';

/**
 * "Chat with the seller" on an object's page: opens the single conversation with its owner and the
 * object's card ready to send. A guest is sent to log in first; the owner sees nothing.
 */
export function ChatWithButton({
  userId,
  kind,
  id,
  ...props
}: { userId: string | null | undefined; kind: ChatCardKind; id: string } & ButtonProps) {
  const { t } = useTranslation('chat');
  const me = useSession().user?.id;
  const loggedIn = useIsLoggedIn();
  if (!userId || userId === me) return null;
  const to = `/chat/open?user=${encodeURIComponent(userId)}&kind=${kind}&id=${encodeURIComponent(id)}`;
  return (
    <Button
      component={Link}
      to={loggedIn ? to : loginPath(to)}
      variant="light"
      leftSection={<IconMessageCircle size={18} />}
      data-testid={`chat-with-${kind}`}
      {...props}
    >
      {t(`withSeller.${kind}`)}
    </Button>
  );
}
