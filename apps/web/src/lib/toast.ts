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

/** Toasts (spec: 2 to 3 seconds). A toast with an id replaces the one on screen with that id. */
export function toast({ id, kind = 'info', message, title, autoClose = 3000 }: ToastOptions): void {
  if (id) notifications.hide(id);
  notifications.show({ id, message, title, color: COLORS[kind], autoClose, withBorder: true });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
