import { defineDomain } from '../../lib/domain';
import { auctionsDomain } from '../auctions';
import { listingsDomain } from '../listings';
import { notificationsDomain } from '../notifications';
import { rentalsDomain } from '../rentals';
import { shopsDomain } from '../shops';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { plugCards } from './chat.cards';
import { ChatGroupsService } from './chat.groups';
import { chatPush } from './chat.push';
import { chatRoutes } from './chat.routes';
import { seedChat } from './chat.seed';
import { ChatService } from './chat.service';
import { ChatSocialService } from './chat.social';
import { chatConnection } from './chat.sockets';

export type { ChatCardResolver, ChatPushPort } from './chat.service';

/**
 * Chat: single and group conversations with per-conversation sequence numbers, friends, groups,
 * blocks and reports (docs/chat.md). New messages are pushed through the notifications service.
 */
export const chatDomain = defineDomain({
  name: 'chat',
  dependsOn: [
    usersDomain,
    uploadsDomain,
    notificationsDomain,
    listingsDomain,
    rentalsDomain,
    shopsDomain,
    auctionsDomain,
  ],
  build: (ctx, { users, uploads, notifications, listings, fleet, shops, auctions }) => {
    const chat = new ChatService(ctx, { users, uploads });
    plugCards(chat, { listings, fleet, shops, auctions });
    chat.usePush(chatPush(chat, notifications));
    return { chat, chatGroups: new ChatGroupsService(chat), chatSocial: new ChatSocialService(chat) };
  },
  routes: [chatRoutes],
  sockets: ({ chat, notifications }, ctx) => ({ onConnection: chatConnection(chat, notifications, ctx) }),
  seed: { demo: seedChat },
});
