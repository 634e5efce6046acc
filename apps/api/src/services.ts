import type { AppContext } from './context';
import { AppService } from './modules/app/app.service';
import { AuthService } from './modules/auth/auth.service';
import { SmsCodeService } from './modules/auth/sms-codes.service';
import { NotificationsService } from './modules/notifications/notifications.service';
import { UploadsService } from './modules/uploads/uploads.service';
import { AdminUsersService } from './modules/users/admin-users.service';
import { UsersService } from './modules/users/users.service';

/** Every domain service, wired once; a new domain adds its line here. */
export function createServices(ctx: AppContext) {
  const notifications = new NotificationsService(ctx);
  const uploads = new UploadsService(ctx);
  const users = new UsersService(ctx, { uploads, notifications });
  const smsCodes = new SmsCodeService(ctx);
  const auth = new AuthService(ctx, { users, smsCodes, notifications, uploads });
  const adminUsers = new AdminUsersService(ctx, { users, notifications });
  const app = new AppService(ctx);
  return { notifications, uploads, users, smsCodes, auth, adminUsers, app };
}

export type Services = ReturnType<typeof createServices>;
