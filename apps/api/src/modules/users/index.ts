import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { uploadsDomain } from '../uploads';
import { AdminUsersService } from './admin-users.service';
import { usersRoutes } from './users.routes';
import { seedDemoUsers } from './users.seed';
import { UsersService } from './users.service';

export { DEMO_PASSWORD, DEMO_USERS, demoAccounts, demoActor, hasAnyUser } from './users.seed';

/** Accounts and profiles; the admin's user list. */
export const usersDomain = defineDomain({
  name: 'users',
  dependsOn: [uploadsDomain, notificationsDomain],
  build: (ctx, { uploads, notifications }) => {
    const users = new UsersService(ctx, { uploads, notifications });
    return { users, adminUsers: new AdminUsersService(ctx, { users, notifications }) };
  },
  routes: [usersRoutes],
  seed: { demo: (_services, ctx) => seedDemoUsers(ctx) },
});
