/**
 * Sharing: the Web Share API (native share sheet) when available; otherwise WhatsApp. The WhatsApp
 * app is tried first through its URL scheme and, if the page is still visible after
 * WHATSAPP_FALLBACK_MS (2 s, the app did not open), the web link https://wa.me/?text=... opens.
 */
import { WHATSAPP_FALLBACK_MS } from '@souq/shared';

export interface ShareData {
  title?: string;
  text?: string;
  url?: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'whatsapp-app' | 'whatsapp-web';

export interface ShareDeps {
  navigator?: Pick<Navigator, 'share' | 'canShare'> | undefined;
  openUrl?: (url: string) => void;
  isPageVisible?: () => boolean;
  fallbackMs?: number;
}

export function shareText(data: ShareData): string {
  return [data.title, data.text, data.url].filter((part): part is string => !!part).join('\n');
}

export function whatsappWebUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function whatsappAppUrl(text: string): string {
  return `whatsapp://send?text=${encodeURIComponent(text)}`;
}

function defaultOpen(url: string): void {
  if (url.startsWith('whatsapp:')) {
    window.location.href = url;
    return;
  }
  const opened = window.open(url, '_blank', 'noopener');
  if (!opened) window.location.assign(url);
}

export async function share(data: ShareData, deps: ShareDeps = {}): Promise<ShareOutcome> {
  const nav = 'navigator' in deps ? deps.navigator : typeof navigator !== 'undefined' ? navigator : undefined;
  const openUrl = deps.openUrl ?? defaultOpen;
  const isPageVisible = deps.isPageVisible ?? (() => document.visibilityState === 'visible');
  const fallbackMs = deps.fallbackMs ?? WHATSAPP_FALLBACK_MS;

  if (nav && typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
      // Not allowed or failed: fall through to WhatsApp.
    }
  }

  const text = shareText(data);
  openUrl(whatsappAppUrl(text));
  return new Promise<ShareOutcome>((resolve) => {
    setTimeout(() => {
      if (isPageVisible()) {
        openUrl(whatsappWebUrl(text));
        resolve('whatsapp-web');
      } else {
        resolve('whatsapp-app');
      }
    }, fallbackMs);
  });
}
