/**
 * What other features and the app use from chat: the "chat with the seller" button of an object's
 * page, and the total unread for the tab badges (small: it does not load the chat itself).
 */
export { useChatUnread } from './api/get-unread';
export { ChatWithButton } from './components/ChatWithButton';
