import { chatContract } from '@souq/shared/chat/chat.contract';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { ChatCallsService } from './chat.calls';

export const chatRoutes: RouteModule = (app, { chat, chatGroups, chatSocial }) => {
  const calls = new ChatCallsService(chat);
  return implement(app, chatContract, {
    conversations: async (req) => ok(req, await chat.list(actorOf(req), req.query)),
    unread: async (req) => ok(req, await chat.totalUnread(actorOf(req))),
    openSingle: async (req) => ok(req, await chat.openSingle(actorOf(req), req.body)),
    conversation: async (req) => ok(req, await chat.detail(actorOf(req), req.params.conversationId)),
    settings: async (req) => ok(req, await chat.settings(actorOf(req), req.params.conversationId, req.body)),
    sync: async (req) => ok(req, await chat.sync(actorOf(req), req.query)),
    tasks: async (req) => ok(req, await chat.tasks(actorOf(req), req.query)),
    calls: async (req) => ok(req, await calls.list(actorOf(req), req.query)),
    history: async (req) => ok(req, await chat.history(actorOf(req), req.params.conversationId, req.query)),
    catchUp: async (req) => ok(req, await chat.catchUp(actorOf(req), req.params.conversationId, req.query)),
    message: async (req) => ok(req, await chat.message(actorOf(req), req.params.conversationId, req.params.messageId)),
    send: async (req) => ok(req, await chat.send(actorOf(req), req.params.conversationId, req.body)),
    revoke: async (req) => ok(req, await chat.revoke(actorOf(req), req.params.conversationId, req.params.messageId)),
    deleteForMe: async (req) =>
      ok(req, await chat.deleteForMe(actorOf(req), req.params.conversationId, req.params.messageId)),
    read: async (req) => ok(req, await chat.markRead(actorOf(req), req.params.conversationId, req.body.seq)),
    delivered: async (req) => ok(req, await chat.markDelivered(actorOf(req), req.params.conversationId, req.body.seq)),
    searchUsers: async (req) => ok(req, await chatSocial.search(actorOf(req), req.query.q)),
    friends: async (req) => ok(req, await chatSocial.friends(actorOf(req), req.query)),
    requestFriend: async (req) => ok(req, await chatSocial.request(actorOf(req), req.body)),
    friendRequests: async (req) => ok(req, await chatSocial.requests(actorOf(req), req.query.box)),
    acceptFriend: async (req) => ok(req, await chatSocial.answer(actorOf(req), req.params.requestId, true)),
    declineFriend: async (req) => ok(req, await chatSocial.answer(actorOf(req), req.params.requestId, false)),
    updateFriend: async (req) => ok(req, await chatSocial.update(actorOf(req), req.params.userId, req.body)),
    deleteFriend: async (req) => ok(req, await chatSocial.remove(actorOf(req), req.params.userId)),
    createGroup: async (req) => ok(req, await chatGroups.create(actorOf(req), req.body)),
    groups: async (req) => ok(req, await chatGroups.list(actorOf(req), req.query)),
    group: async (req) => ok(req, await chatGroups.get(actorOf(req), req.params.groupId)),
    updateGroup: async (req) => ok(req, await chatGroups.update(actorOf(req), req.params.groupId, req.body)),
    dissolveGroup: async (req) => ok(req, await chatGroups.dissolve(actorOf(req), req.params.groupId)),
    groupMembers: async (req) => ok(req, await chatGroups.members(actorOf(req), req.params.groupId, req.query)),
    invite: async (req) => ok(req, await chatGroups.invite(actorOf(req), req.params.groupId, req.body.userIds)),
    expel: async (req) => ok(req, await chatGroups.expel(actorOf(req), req.params.groupId, req.params.userId)),
    setRole: async (req) =>
      ok(req, await chatGroups.setRole(actorOf(req), req.params.groupId, req.params.userId, req.body.role)),
    exitGroup: async (req) => ok(req, await chatGroups.exit(actorOf(req), req.params.groupId)),
    requestJoin: async (req) =>
      ok(req, await chatGroups.requestJoin(actorOf(req), req.params.groupId, req.body.message)),
    joinRequests: async (req) => ok(req, await chatGroups.joinRequests(actorOf(req), req.params.groupId)),
    approveJoin: async (req) =>
      ok(req, await chatGroups.answerJoin(actorOf(req), req.params.groupId, req.params.requestId, true)),
    declineJoin: async (req) =>
      ok(req, await chatGroups.answerJoin(actorOf(req), req.params.groupId, req.params.requestId, false)),
    blocks: async (req) => ok(req, await chatSocial.blocks(actorOf(req))),
    block: async (req) => ok(req, await chatSocial.block(actorOf(req), req.params.userId, true)),
    unblock: async (req) => ok(req, await chatSocial.block(actorOf(req), req.params.userId, false)),
    report: async (req) => ok(req, await chatSocial.report(actorOf(req), req.body)),
    adminReports: async (req) => ok(req, await chatSocial.adminReports(req.query)),
    adminResolveReport: async (req) =>
      ok(req, await chatSocial.resolveReport(actorOf(req), req.params.reportId, req.body.status)),
  });
};
