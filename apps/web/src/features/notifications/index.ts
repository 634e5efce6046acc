/** What other features use from notifications: the unread count and the Settings page's push switch. */
export { useUnreadCount } from './api/get-unread-count';
export { PushSetting } from './components/PushSetting';
