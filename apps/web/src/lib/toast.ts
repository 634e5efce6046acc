import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  id?: string;
  kind?: ToastKind;
  message: string;
  title?: string;
  autoClose?: number | false;
}

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * Toasts (spec: 2 to 3 seconds), one at a time: the newest replaces whatever is on screen or
 * waiting, so toasts never stack over the page. Only for results the page does not show itself.
 */
export function toast({ id, kind = 'info', message, title, autoClose = 3000 }: ToastOptions): void {
  notifications.clean();
  notifications.show({ id, message, title, color: COLORS[kind], autoClose, withBorder: true });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
