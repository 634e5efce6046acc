import { API_ORIGIN } from '../../lib/api';

/** A file URL the API gave ("/files/...") made absolute for the native shell, where the API is elsewhere. */
export function mediaUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${API_ORIGIN}${url}` : url;
}
