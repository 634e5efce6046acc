import {
  bindPushDeviceBody,
  cancelAccountBody,
  changePasswordBody,
  envelope,
  loginBody,
  okSchema,
  registerBody,
  resetPasswordBody,
  sendOwnSmsCodeBody,
  sendSmsCodeBody,
  sendSmsCodeResponse,
  sessionSchema,
  smsLoginBody,
} from '@souq/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

const tags = ['auth'];

export const authRoutes: RouteModule = (app, { auth }, { config }) => {
  // Per client address (as the trusted proxies report it), per route.
  const authLimit = { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 };
  // Per mobile number, whatever the address: one budget across every sign-in and code route,
  // kept in Redis when configured so all nodes share it.
  const mobileLimiter = app.createRateLimit({
    max: config.AUTH_MOBILE_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_MOBILE_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (req) => `auth-mobile:${(req.body as { mobile: string }).mobile}`,
  });
  const perMobile = async (req: FastifyRequest) => {
    const limit = await mobileLimiter(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('RATE_LIMITED', { seconds: Math.max(1, limit.ttlInSeconds) });
    }
  };
  const limited = { config: { rateLimit: authLimit }, preHandler: perMobile };
  app.post(
    '/api/auth/sms-codes',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit SMS code',
        body: sendSmsCodeBody,
        response: { 200: envelope(sendSmsCodeResponse) },
      },
      ...limited,
    },
    async (req) => ok(req, await auth.sendCode(req.body.mobile, req.body.purpose, req.lang), 'api:codeSent'),
  );

  app.post(
    '/api/me/sms-codes',
    {
      schema: {
        tags,
        summary: "Send a 6-digit SMS code to the logged-in user's own number (withdrawal, cancellation)",
        body: sendOwnSmsCodeBody,
        response: { 200: envelope(sendSmsCodeResponse) },
      },
      config: { auth: true, rateLimit: authLimit },
    },
    async (req) => ok(req, await auth.sendOwnCode(actorOf(req), req.body.purpose, req.lang), 'api:codeSent'),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Register with mobile, SMS code and password',
        body: registerBody,
        response: { 200: envelope(sessionSchema) },
      },
      ...limited,
    },
    async (req) => ok(req, await auth.register(req.body, req.headers['user-agent']), 'api:loggedIn'),
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with mobile and password',
        body: loginBody,
        response: { 200: envelope(sessionSchema) },
      },
      ...limited,
    },
    async (req) => ok(req, await auth.login(req.body, req.headers['user-agent'], req.lang), 'api:loggedIn'),
  );

  app.post(
    '/api/auth/login/sms',
    {
      schema: {
        tags,
        summary: 'Log in with mobile and SMS code',
        body: smsLoginBody,
        response: { 200: envelope(sessionSchema) },
      },
      ...limited,
    },
    async (req) => ok(req, await auth.loginWithCode(req.body, req.headers['user-agent'], req.lang), 'api:loggedIn'),
  );

  app.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Forgot password: reset with an SMS code',
        body: resetPasswordBody,
        response: { 200: envelope(okSchema) },
      },
      ...limited,
    },
    async (req) => {
      await auth.resetPassword(req.body, req.lang);
      return ok(req, { ok: true as const }, 'api:passwordReset');
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Revoke this token', response: { 200: envelope(okSchema) } }, config: { auth: true } },
    async (req) => {
      await auth.logout(actorOf(req));
      return ok(req, { ok: true as const }, 'api:loggedOut');
    },
  );

  app.post(
    '/api/me/password',
    {
      schema: {
        tags,
        summary: 'Change password; every other session is revoked',
        body: changePasswordBody,
        response: { 200: envelope(sessionSchema) },
      },
      config: { auth: true },
    },
    async (req) =>
      ok(req, await auth.changePassword(actorOf(req), req.body, req.headers['user-agent']), 'api:passwordChanged'),
  );

  app.post(
    '/api/me/cancel',
    {
      schema: { tags, summary: 'Cancel the account', body: cancelAccountBody, response: { 200: envelope(okSchema) } },
      config: { auth: true },
    },
    async (req) => {
      await auth.cancelAccount(actorOf(req), req.body.password);
      return ok(req, { ok: true as const }, 'api:accountCancelled');
    },
  );

  app.post(
    '/api/me/push-devices',
    {
      schema: {
        tags,
        summary: 'Bind a device push id to this session',
        body: bindPushDeviceBody,
        response: { 200: envelope(okSchema) },
      },
      config: { auth: true },
    },
    async (req) => {
      await auth.bindPushDevice(actorOf(req), req.body);
      return ok(req, { ok: true as const });
    },
  );
};
