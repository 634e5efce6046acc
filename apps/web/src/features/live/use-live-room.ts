import { AUCTION_EVENTS, type LotState } from '@souq/shared/auctions/auctions.schema';
import { type DeletedMessage, LIVE_EVENTS, type LiveMessage, liveRoomName } from '@souq/shared/live/live.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../lib/session';
import { connectSocket } from '../../lib/socket';
import { getMessages } from './api/get-messages';
import { useRoom } from './api/get-room';
import { liveKeys } from './api/keys';
import { addMessages, changesRoom, emptyStream, type RoomStream, removeMessage } from './room-stream';

/** How often a guest (no socket) or a page whose socket is down fetches what it missed. */
export const LIVE_POLL_MS = 5_000;

/**
 * One room, live: signed in, it joins `live:<id>` and applies messages in sequence (a gap or a
 * reconnect fetches what came after the last one); guests and a down socket poll.
 */
export function useLiveRoom(sessionId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [stream, setStream] = useState<RoomStream>(emptyStream);
  const [viewers, setViewers] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const room = useRoom(sessionId, connected ? false : LIVE_POLL_MS);

  const refreshRoom = useCallback(
    () => queryClient.invalidateQueries({ queryKey: liveKeys.room(sessionId) }),
    [queryClient, sessionId],
  );

  const catchUp = useCallback(async () => {
    try {
      const last = streamRef.current.lastSeq;
      const page = await getMessages(sessionId, last > 0 ? last : undefined);
      setStream((s) => addMessages(s, page.items, page.lastSeq).next);
      setLoaded(true);
      if (page.items.some(changesRoom)) void refreshRoom();
    } catch {
      // offline or refused: the next poll or reconnect tries again
    }
  }, [sessionId, refreshRoom]);

  useEffect(() => {
    setStream(emptyStream);
    streamRef.current = emptyStream;
    setLoaded(false);
    void catchUp();
  }, [catchUp]);

  useEffect(() => {
    if (!token) return;
    const socket = connectSocket(token);
    const roomName = liveRoomName(sessionId);
    const join = async () => {
      try {
        const answer = await socket.timeout(5_000).emitWithAck('rooms:join', roomName);
        setConnected(!!answer?.ok);
        if (answer?.ok) void catchUp();
      } catch {
        setConnected(false);
      }
    };
    const onMessage = (message: LiveMessage) => {
      if (message.sessionId !== sessionId) return;
      let gap = false;
      setStream((s) => {
        const step = addMessages(s, [message]);
        gap = step.gap;
        return step.next;
      });
      if (gap) void catchUp();
      if (changesRoom(message)) void refreshRoom();
    };
    const onDeleted = (deleted: DeletedMessage) => {
      if (deleted.sessionId === sessionId) setStream((s) => removeMessage(s, deleted));
    };
    const onViewers = (v: { sessionId: string; viewers: number }) => {
      if (v.sessionId === sessionId) setViewers(v.viewers);
    };
    const onDisconnect = () => setConnected(false);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on(LIVE_EVENTS.message, onMessage);
    socket.on(LIVE_EVENTS.deleted, onDeleted);
    socket.on(LIVE_EVENTS.viewers, onViewers);
    if (socket.connected) void join();
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off(LIVE_EVENTS.message, onMessage);
      socket.off(LIVE_EVENTS.deleted, onDeleted);
      socket.off(LIVE_EVENTS.viewers, onViewers);
      socket.emit('rooms:leave', roomName);
      setConnected(false);
    };
  }, [token, sessionId, catchUp, refreshRoom]);

  // The car on sale: its price from its own auction room (`auction:<lotId>`), newest sequence wins.
  const lotId = room.data?.currentLot?.id ?? null;
  const [lotState, setLotState] = useState<LotState | null>(null);
  useEffect(() => {
    setLotState(null);
    if (!token || !lotId) return;
    const socket = connectSocket(token);
    const auctionRoom = `auction:${lotId}`;
    const join = () => void socket.emit('rooms:join', auctionRoom);
    const onState = (state: LotState) => {
      if (state.lotId === lotId) setLotState((s) => (s && s.seq >= state.seq ? s : state));
    };
    socket.on('connect', join);
    socket.on(AUCTION_EVENTS.state, onState);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off(AUCTION_EVENTS.state, onState);
      socket.emit('rooms:leave', auctionRoom);
    };
  }, [token, lotId]);
  const current = room.data?.currentLot ?? null;
  const currentLot =
    current && lotState
      ? {
          ...current,
          status: lotState.status,
          startPriceFils: lotState.startPriceFils,
          priceFils: lotState.priceFils,
          bidCount: lotState.bidCount,
        }
      : current;

  // Without a socket: poll what came after the last message.
  useEffect(() => {
    if (connected) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') void catchUp();
    }, LIVE_POLL_MS);
    return () => window.clearInterval(id);
  }, [connected, catchUp]);

  return {
    room,
    /** The car on sale, its price kept live by its auction room's events. */
    currentLot,
    messages: stream.messages,
    loaded,
    connected,
    viewers: viewers ?? room.data?.viewers ?? 0,
    removeLocally: (id: string) => setStream((s) => removeMessage(s, { messageId: id })),
  };
}
