import { authContract } from '@souq/shared';
import type { FastifyRequest } from 'fastify';
import { implement } from '../../lib/contract';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/http';
import type { RouteModule } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

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

  implement(app, authContract, {
    sendCode: {
      with: limited,
      handler: async (req) => ok(req, await auth.sendCode(req.body.mobile, req.body.purpose, req.lang), 'api:codeSent'),
    },
    sendOwnCode: {
      with: { config: { rateLimit: authLimit } },
      handler: async (req) => ok(req, await auth.sendOwnCode(actorOf(req), req.body.purpose, req.lang), 'api:codeSent'),
    },
    register: {
      with: limited,
      handler: async (req) => ok(req, await auth.register(req.body, req.headers['user-agent']), 'api:loggedIn'),
    },
    login: {
      with: limited,
      handler: async (req) => ok(req, await auth.login(req.body, req.headers['user-agent'], req.lang), 'api:loggedIn'),
    },
    loginWithCode: {
      with: limited,
      handler: async (req) =>
        ok(req, await auth.loginWithCode(req.body, req.headers['user-agent'], req.lang), 'api:loggedIn'),
    },
    resetPassword: {
      with: limited,
      handler: async (req) => {
        await auth.resetPassword(req.body, req.lang);
        return ok(req, { ok: true as const }, 'api:passwordReset');
      },
    },
    logout: async (req) => {
      await auth.logout(actorOf(req));
      return ok(req, { ok: true as const }, 'api:loggedOut');
    },
    changePassword: async (req) =>
      ok(req, await auth.changePassword(actorOf(req), req.body, req.headers['user-agent']), 'api:passwordChanged'),
    cancelAccount: async (req) => {
      await auth.cancelAccount(actorOf(req), req.body.password);
      return ok(req, { ok: true as const }, 'api:accountCancelled');
    },
    bindPushDevice: async (req) => {
      await auth.bindPushDevice(actorOf(req), req.body);
      return ok(req, { ok: true as const });
    },
  });
};
