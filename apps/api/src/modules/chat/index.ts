import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { ChatGroupsService } from './chat.groups';
import { chatPush } from './chat.push';
import { chatRoutes } from './chat.routes';
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
  dependsOn: [usersDomain, uploadsDomain, notificationsDomain],
  build: (ctx, { users, uploads, notifications }) => {
    const chat = new ChatService(ctx, { users, uploads });
    chat.usePush(chatPush(chat, notifications));
    return { chat, chatGroups: new ChatGroupsService(chat), chatSocial: new ChatSocialService(chat) };
  },
  routes: [chatRoutes],
  sockets: ({ notifications }, ctx) => ({ onConnection: chatConnection(notifications, ctx) }),
});
