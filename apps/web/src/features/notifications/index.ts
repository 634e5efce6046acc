/** What other features use from notifications: the unread count. */
export { useUnreadCount } from './api/get-unread-count';
