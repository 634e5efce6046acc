import { liveContract } from '@souq/shared/live/live.contract';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const liveRoutes: RouteModule = (app, { live }) =>
  implement(app, liveContract, {
    room: async (req) => ok(req, await live.room(req.actor ?? null, req.params.sessionId)),
    messages: async (req) => ok(req, await live.messages(req.actor ?? null, req.params.sessionId, req.query)),
    send: async (req) => ok(req, await live.sendBarrage(actorOf(req), req.params.sessionId, req.body)),
    remove: async (req) => ok(req, await live.remove(actorOf(req), req.params.sessionId, req.params.messageId)),
    act: async (req) => ok(req, await live.act(actorOf(req), req.params.sessionId, req.body)),
    follow: async (req) => ok(req, await live.follow(actorOf(req), req.params.hostId, true)),
    unfollow: async (req) => ok(req, await live.follow(actorOf(req), req.params.hostId, false)),
    reminders: async (req) => ok(req, await live.reminders(actorOf(req))),
  });
