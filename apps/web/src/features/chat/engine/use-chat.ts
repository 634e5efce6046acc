import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import { type ChatState, ensureChat, getChatState, subscribeChat } from './engine';

/** The chat's state, started for the signed-in user on first use. */
export function useChat<T>(select: (state: ChatState) => T): T {
  const { token } = useSession();
  useEffect(() => {
    if (token) ensureChat();
  }, [token]);
  return useSyncExternalStore(
    subscribeChat,
    () => select(getChatState()),
    () => select(getChatState()),
  );
}

/** A tick every `ms` (time labels such as "just now" age while the page is open). */
export function useNow(ms = 30_000): number {
  return useSyncExternalStore(
    (listener) => {
      const id = setInterval(listener, ms);
      return () => clearInterval(id);
    },
    () => Math.floor(Date.now() / ms) * ms,
    () => Math.floor(Date.now() / ms) * ms,
  );
}
