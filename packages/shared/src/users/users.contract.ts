import { userSchema } from '../auth/auth.schema';
import { adminEndpoint, defineContract } from '../contract';
import { idParams } from '../envelope';
import { adminUpdateUserBody, adminUserSchema, updateProfileBody, updateProfileResponse } from './users.schema';

/** The logged-in user's own profile. */
export const usersContract = defineContract('users', {
  me: {
    method: 'GET',
    path: '/api/me',
    summary: 'The logged-in user',
    auth: 'required',
    response: userSchema,
  },
  updateMe: {
    method: 'PATCH',
    path: '/api/me',
    summary: 'Edit the profile',
    auth: 'required',
    body: updateProfileBody,
    response: updateProfileResponse,
  },
});

/** Admins managing accounts. */
export const adminUsersContract = defineContract('admin', {
  updateUser: adminEndpoint(
    'PATCH',
    '/api/admin/users/:id',
    'Lock or unlock a user, set roles and merchant verification',
    { params: idParams, body: adminUpdateUserBody, response: adminUserSchema },
  ),
});
