import { Button, type ButtonProps } from '@mantine/core';
import type { ChatCardKind } from '@souq/shared/chat/chat.schema';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../../../lib/navigation';
import { useIsLoggedIn, useSession } from '../../../lib/session';

/** Where "chat with…" goes: with the owner's user id when the page knows it, else the card alone (the API finds the owner). */
export function chatWithPath(kind: ChatCardKind, id: string, userId?: string): string {
  const user = userId ? `user=${encodeURIComponent(userId)}&` : '';
  return `/chat/open?${user}kind=${kind}&id=${encodeURIComponent(id)}`;
}

/**
 * "Chat with the seller" (or the shop) on an object's page: opens the single conversation with its
 * owner and the object's card ready to send. `userId` null: no owner to chat with; undefined: the
 * API finds the owner through the card (a shop's page does not know its owner's id). A guest is sent
 * to log in first; the owner sees nothing (a page that does not pass the owner's id hides it itself).
 */
export function ChatWithButton({
  userId,
  kind,
  id,
  ...props
}: { userId?: string | null; kind: ChatCardKind; id: string } & ButtonProps) {
  const { t } = useTranslation('chat');
  const me = useSession().user?.id;
  const loggedIn = useIsLoggedIn();
  if (userId === null || (userId !== undefined && (!userId || userId === me))) return null;
  const to = chatWithPath(kind, id, userId);
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
