import { type Language, localizeNotificationParams, type Notification } from '@souq/shared';
import type { TFunction } from 'i18next';

/**
 * A notification's text in the app's language: the key translated with its params, amounts
 * ("5000.00") formatted by the shared money formatter ("AED 5,000.00", "5 000,00 AED").
 */
export function notificationText(
  t: TFunction,
  lang: Language,
  notification: Pick<Notification, 'titleKey' | 'params'>,
  defaultValue?: string,
): string {
  const params = localizeNotificationParams(notification.params, lang);
  return t(notification.titleKey, { ...params, ...(defaultValue === undefined ? {} : { defaultValue }) }) as string;
}
