import { API_ORIGIN } from './api';

/**
 * Sends the browser to a payment gateway's hosted checkout. A relative URL (the sandbox page
 * `/pay/sandbox/<session>`) is on the API's origin, which is not the page's inside the native shell.
 */
export function checkoutHref(url: string, origin: string = API_ORIGIN || window.location.origin): string {
  return new URL(url, origin).toString();
}

export function goToCheckout(url: string): void {
  window.location.assign(checkoutHref(url));
}
