/** What other features use from users: the signed-in user's record and push registration. */
export { getMe, meQueryKey, useMe } from './api/get-me';
export { registerPushDevice } from './api/register-push-device';
