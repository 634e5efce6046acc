import type { MerchantStatus, Role } from '@souq/shared';
import { AppError } from './errors';

/** Who is calling: resolved from the bearer token by the auth plugin. */
export interface Actor {
  userId: string;
  sessionId: string;
  roles: Role[];
  merchantStatus: MerchantStatus;
}

export function hasRole(actor: Actor | null | undefined, ...roles: Role[]): boolean {
  return !!actor && roles.some((r) => actor.roles.includes(r));
}

export function isAdmin(actor: Actor | null | undefined): boolean {
  return hasRole(actor, 'admin');
}

/** The one authorization helper: throws unless the actor has one of the roles. */
export function requireRole(actor: Actor | null | undefined, ...roles: Role[]): asserts actor is Actor {
  if (!actor) throw new AppError('AUTH_REQUIRED');
  if (!hasRole(actor, ...roles)) throw new AppError('FORBIDDEN');
}

/** Objects read by id: anyone but the owner (or an admin) is told it does not exist. */
export function requireOwnerOrAdmin(actor: Actor | null | undefined, ownerId: string | null | undefined): void {
  if (!actor) throw new AppError('AUTH_REQUIRED');
  if (ownerId !== actor.userId && !isAdmin(actor)) throw new AppError('NOT_FOUND');
}

export function isVerifiedMerchant(actor: Actor | null | undefined): boolean {
  return hasRole(actor, 'merchant') && actor?.merchantStatus === 'verified';
}
