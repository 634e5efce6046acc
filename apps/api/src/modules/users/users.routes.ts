import { adminUsersContract, usersContract } from '@souq/shared';
import { implement } from '../../lib/contract';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const usersRoutes: RouteModule = (app, { users, adminUsers }) => {
  implement(app, usersContract, {
    me: async (req) => ok(req, await users.me(actorOf(req))),
    updateMe: async (req) => {
      const result = await users.updateProfile(actorOf(req), req.body);
      return ok(req, result, result.changed ? 'api:updated' : 'api:noChange');
    },
  });
  implement(app, adminUsersContract, {
    updateUser: async (req) => ok(req, await adminUsers.update(actorOf(req), req.params.id, req.body), 'api:updated'),
  });
};
