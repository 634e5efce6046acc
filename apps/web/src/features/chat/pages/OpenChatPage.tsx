import { CARD_KINDS, type ChatCardKind } from '@souq/shared/chat/chat.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/States';
import { friendCalls } from '../api/friends';

/**
 * "Chat with the seller": `/chat/open?user=<id>&kind=<listing|rental|lot|shop|part>&id=<object>`
 * gets (or creates) the single conversation and opens it with the object's card ready to send.
 * Without `user`, the API finds the object's owner through the card ("chat with the shop").
 */
export default function OpenChatPage() {
  const { t } = useTranslation('chat');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const userId = params.get('user') || undefined;
  const kind = params.get('kind') as ChatCardKind | null;
  const id = params.get('id');
  useEffect(() => {
    void attempt;
    let live = true;
    const card = kind && (CARD_KINDS as readonly string[]).includes(kind) && id ? { kind, id } : undefined;
    friendCalls.openSingle({ userId, card }).then(
      (answer) => {
        if (live) void navigate(`/chat/${answer.conversation.id}`, { replace: true, state: { card: answer.card } });
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [userId, kind, id, navigate, attempt]);
  if (error)
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <LoadingState label={t('withSeller.opening')} />;
}
