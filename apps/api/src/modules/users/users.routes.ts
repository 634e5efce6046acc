import {
  adminUpdateUserBody,
  adminUserSchema,
  envelope,
  updateProfileBody,
  updateProfileResponse,
  userSchema,
} from '@souq/shared';
import { z } from 'zod';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

export const usersRoutes: RouteModule = (app, { users, adminUsers }) => {
  app.get(
    '/api/me',
    {
      schema: { tags: ['users'], summary: 'The logged-in user', response: { 200: envelope(userSchema) } },
      config: { auth: true },
    },
    async (req) => ok(req, await users.me(actorOf(req))),
  );

  app.patch(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit the profile',
        body: updateProfileBody,
        response: { 200: envelope(updateProfileResponse) },
      },
      config: { auth: true },
    },
    async (req) => {
      const result = await users.updateProfile(actorOf(req), req.body);
      return ok(req, result, result.changed ? 'api:updated' : 'api:noChange');
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lock or unlock a user, set roles and merchant verification',
        params: z.object({ id: z.uuid() }),
        body: adminUpdateUserBody,
        response: { 200: envelope(adminUserSchema) },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => ok(req, await adminUsers.update(actorOf(req), req.params.id, req.body), 'api:updated'),
  );
};
