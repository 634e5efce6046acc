import type { Role } from '@souq/shared';

/** The roles of the marketplace's own people: they may open the admin area (each page still checks its own rule). */
export const STAFF_ROLES = ['admin', 'finance'] as const satisfies readonly Role[];

export function isStaff(roles: readonly Role[] | undefined): boolean {
  return (roles ?? []).some((role) => (STAFF_ROLES as readonly Role[]).includes(role));
}
