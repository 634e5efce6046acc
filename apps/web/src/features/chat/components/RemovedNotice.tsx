import type { LeftReason } from '@souq/shared/chat/chat.schema';
import { useTranslation } from 'react-i18next';
import classes from './MessageBubble.module.css';

/**
 * The system message a conversation shows when I am no longer in it (spec section 4: removed from a
 * group, the group dissolved, left on another device, unfriended), for the second before it goes.
 */
export function RemovedNotice({ reason }: { reason: LeftReason }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.row} data-testid="chat-message" role="status">
      <span className={classes.notice} data-testid="chat-removed-notice" data-reason={reason}>
        {t(`removed.system.${reason}`)}
      </span>
    </div>
  );
}
