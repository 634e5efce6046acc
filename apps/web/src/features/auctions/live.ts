/**
 * The live wiring of the auction pages: the server clock (measured over the socket, or over HTTP
 * for guests), a lot kept current from its room's events, and outbid alerts.
 */
import { AUCTION_EVENTS, AUCTION_TIME_EVENT, type LotState } from '@souq/shared/auctions/auctions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { connectSocket } from '../../lib/socket';
import { toast } from '../../lib/toast';
import { useLot } from './api/get-lot';
import { getServerTime } from './api/get-server-time';
import { auctionKeys } from './api/keys';
import { measureOffset, serverMs } from './clock';
import { initialLiveLot, type LiveLot, type LiveLotAction, stepLiveLot } from './lot-stream';

// ---- the server clock ----

let offsetMs = 0;
let measuredAt = 0;
let measuring: Promise<void> | null = null;
const clockListeners = new Set<() => void>();

/** Now on the server's clock (ms): the device's clock corrected by the measured offset. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

function remeasure(ask: () => Promise<number>): void {
  if (measuring) return;
  measuring = measureOffset(ask)
    .then((offset) => {
      if (offset === null) return;
      offsetMs = offset;
      measuredAt = Date.now();
      for (const listener of clockListeners) listener();
    })
    .finally(() => {
      measuring = null;
    });
}

const askOverHttp = async () => serverMs(await getServerTime());

/**
 * Keeps the clock offset measured while an auction page is open: over the socket on every
 * (re)connect when signed in, over the `time` endpoint otherwise (again after 5 minutes).
 */
export function useServerClockSync(): void {
  const { token } = useSession();
  useEffect(() => {
    const stale = () => Date.now() - measuredAt > 5 * 60_000;
    if (!token) {
      if (stale()) remeasure(askOverHttp);
      return;
    }
    const socket = connectSocket(token);
    const askOverSocket = async () => serverMs(await socket.timeout(3_000).emitWithAck(AUCTION_TIME_EVENT, Date.now()));
    const onConnect = () => remeasure(askOverSocket);
    // The socket is the finer clock; HTTP only stands in when it does not connect soon.
    const fallback = window.setTimeout(() => {
      if (!socket.connected && stale()) remeasure(askOverHttp);
    }, 3_000);
    if (socket.connected) onConnect();
    socket.on('connect', onConnect);
    return () => {
      window.clearTimeout(fallback);
      socket.off('connect', onConnect);
    };
  }, [token]);
}

/** The server's time, re-read every `tickMs` and at once when the offset is measured (for countdowns). */
export function useServerNow(tickMs = 1_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const id = window.setInterval(tick, tickMs);
    clockListeners.add(tick);
    return () => {
      window.clearInterval(id);
      clockListeners.delete(tick);
    };
  }, [tickMs]);
  return now;
}

// ---- one lot, live ----

export type LiveMode = 'live' | 'reconnecting' | 'polling';

/** How often a lot is fetched without a socket (guests, or while reconnecting). */
export const POLL_MS = 3_000;

/**
 * A lot kept current: signed in, it joins the lot's room and applies `auction:state` events in
 * sequence (a gap or a reconnect refetches before a price is shown again); a guest, or anyone
 * whose socket is down, refetches every few seconds while the page is visible.
 */
export function useLiveLot(lotId: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const live = useRef<LiveLot>(initialLiveLot);
  const liveFor = useRef(lotId);
  if (liveFor.current !== lotId) {
    liveFor.current = lotId;
    live.current = initialLiveLot;
  }
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lot = useLot(lotId, token && connected ? false : POLL_MS);
  const refetch = useRef(lot.refetch);
  refetch.current = lot.refetch;

  const dispatch = useRef((action: LiveLotAction) => {
    const step = stepLiveLot(live.current, action);
    if (step.next !== live.current) {
      live.current = step.next;
      rerender();
    }
    if (step.refetch) void refetch.current();
  }).current;

  // Every answer of the lot query is a full state.
  const fetched = lot.data?.state;
  useEffect(() => {
    if (fetched) dispatch({ type: 'fetched', state: fetched });
  }, [fetched, dispatch]);

  useEffect(() => {
    if (!token) return;
    const socket = connectSocket(token);
    const room = `auction:${lotId}`;
    let first = true;
    const onConnect = () => {
      setConnected(true);
      socket.emit('rooms:join', room, () => {});
      if (!first) dispatch({ type: 'reconnected' });
      first = false;
    };
    const onDisconnect = () => {
      setConnected(false);
      dispatch({ type: 'disconnected' });
    };
    const onState = (state: LotState) => {
      if (state?.lotId !== lotId) return;
      dispatch({ type: 'event', state });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bidLog(lotId) });
    };
    if (socket.connected) onConnect();
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on(AUCTION_EVENTS.state, onState);
    return () => {
      socket.emit('rooms:leave', room, () => {});
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off(AUCTION_EVENTS.state, onState);
    };
  }, [token, lotId, dispatch, queryClient]);

  const mode: LiveMode = !token ? 'polling' : connected ? 'live' : 'reconnecting';
  return {
    lot,
    state: live.current.state ?? fetched ?? null,
    stale: live.current.stale,
    mode,
    /** A bid's receipt carries the state after it: shown at once. */
    applyState: (state: LotState) => dispatch({ type: 'fetched', state }),
  };
}

/** Outbid alerts to the signed-in user while an auction page is open: a toast, and the lot refreshed. */
export function useOutbidAlerts(): void {
  const { token } = useSession();
  const { t } = useTranslation('auctions');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = connectSocket(token);
    const onOutbid = (payload: { lotId?: string; title?: string } | undefined) => {
      toast({
        kind: 'info',
        autoClose: 6_000,
        message: payload?.title ? t('alerts.outbidOn', { title: payload.title }) : t('alerts.outbid'),
      });
      void queryClient.invalidateQueries({ queryKey: auctionKeys.myBids });
      if (payload?.lotId) void queryClient.invalidateQueries({ queryKey: auctionKeys.lot(payload.lotId) });
    };
    socket.on(AUCTION_EVENTS.outbid, onOutbid);
    return () => {
      socket.off(AUCTION_EVENTS.outbid, onOutbid);
    };
  }, [token, t, queryClient]);
}
