import type { LiveRoomStatus } from '@souq/shared/live/live.schema';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, uuidKey } from '../../db/columns';
import { auctionSessions } from '../auctions/auctions.tables';
import { userRef, users } from '../users/users.tables';

/** One live room per live auction session: its state and the last sequence number it gave out. */
export const liveRooms = pgTable(
  'live_rooms',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => auctionSessions.id, { onDelete: 'cascade' }),
    status: text('status').$type<LiveRoomStatus>().notNull().default('idle'),
    /** The host when the live started (followers are notified from it). */
    hostId: uuid('host_id').references(() => users.id),
    currentLotId: uuid('current_lot_id'),
    seq: integer('seq').notNull().default(0),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('live_rooms_status_valid', sql`${t.status} in ('idle', 'live', 'ended')`),
    check('live_rooms_seq_positive', sql`${t.seq} >= 0`),
    index('live_rooms_host_idx').on(t.hostId, t.status),
  ],
);

/** Every message of a room (types 1-9), numbered per room; a client's id is unique per sender and room. */
export const liveMessages = pgTable(
  'live_messages',
  {
    id: uuidKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveRooms.sessionId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    type: smallint('type').notNull(),
    userType: smallint('user_type'),
    senderId: userRef('sender_id', 'cascade'),
    clientId: text('client_id').notNull(),
    text: text('text'),
    lotId: uuid('lot_id'),
    lotTitle: text('lot_title'),
    startPriceFils: bigint('start_price_fils', { mode: 'bigint' }),
    seconds: integer('seconds'),
    createdAt: createdAt(),
    deletedAt: at('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('live_messages_seq_key').on(t.sessionId, t.seq),
    uniqueIndex('live_messages_client_key').on(t.sessionId, t.senderId, t.clientId),
    index('live_messages_sender_idx').on(t.sessionId, t.senderId, t.type, t.createdAt),
    check('live_messages_type_valid', sql`${t.type} between 1 and 9`),
    check('live_messages_text_len', sql`${t.text} is null or char_length(${t.text}) <= 200`),
    check('live_messages_client_len', sql`char_length(${t.clientId}) between 8 and 64`),
    check('live_messages_lot_title_len', sql`${t.lotTitle} is null or char_length(${t.lotTitle}) <= 300`),
    check('live_messages_seconds_range', sql`${t.seconds} is null or ${t.seconds} between 1 and 600`),
    check(
      'live_messages_price_range',
      sql`${t.startPriceFils} is null or (${t.startPriceFils} >= 0 and ${t.startPriceFils} <= 9007199254740991)`,
    ),
  ],
);

/** A viewer following a host: the host's next live start notifies them. */
export const liveFollows = pgTable(
  'live_follows',
  {
    followerId: userRef('follower_id', 'cascade'),
    hostId: userRef('host_id', 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.hostId] }),
    index('live_follows_host_idx').on(t.hostId),
    check('live_follows_not_self', sql`${t.followerId} <> ${t.hostId}`),
  ],
);
