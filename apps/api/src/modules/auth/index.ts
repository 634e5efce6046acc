import { defineDomain } from '../../lib/domain';
import { notificationsDomain } from '../notifications';
import { uploadsDomain } from '../uploads';
import { usersDomain } from '../users';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { SmsCodeService } from './sms-codes.service';

/** Sign-up, sign-in, sessions and SMS one-time codes. */
export const authDomain = defineDomain({
  name: 'auth',
  dependsOn: [usersDomain, notificationsDomain, uploadsDomain],
  build: (ctx, { users, notifications, uploads }) => {
    const smsCodes = new SmsCodeService(ctx);
    return { smsCodes, auth: new AuthService(ctx, { users, smsCodes, notifications, uploads }) };
  },
  routes: [authRoutes],
});
