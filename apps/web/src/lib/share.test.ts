import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { share, whatsappWebUrl } from './share';

describe('share', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const data = { title: 'Souq Motors', text: 'Nissan Patrol 2022', url: 'https://souqmotors.ae/cars/1' };
  const text = 'Souq Motors\nNissan Patrol 2022\nhttps://souqmotors.ae/cars/1';

  it('uses the Web Share API when available', async () => {
    const nav = { share: vi.fn(async () => {}), canShare: vi.fn(() => true) };
    const openUrl = vi.fn();
    await expect(share(data, { navigator: nav, openUrl })).resolves.toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(data);
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('does nothing more when the user cancels the share sheet', async () => {
    const nav = {
      share: vi.fn(async () => Promise.reject(new DOMException('cancel', 'AbortError'))),
      canShare: undefined,
    };
    const openUrl = vi.fn();
    await expect(share(data, { navigator: nav as never, openUrl })).resolves.toBe('cancelled');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('without Web Share, tries the WhatsApp app and opens wa.me after 2 s if still here', async () => {
    const openUrl = vi.fn();
    const pending = share(data, { navigator: undefined, openUrl, isPageVisible: () => true });
    expect(openUrl).toHaveBeenCalledTimes(1);
    expect(openUrl).toHaveBeenLastCalledWith(`whatsapp://send?text=${encodeURIComponent(text)}`);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(openUrl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(openUrl).toHaveBeenCalledTimes(2);
    expect(openUrl).toHaveBeenLastCalledWith(whatsappWebUrl(text));
    expect(whatsappWebUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    await expect(pending).resolves.toBe('whatsapp-web');
  });

  it('does not open wa.me when the WhatsApp app took over', async () => {
    const openUrl = vi.fn();
    const pending = share(data, { navigator: undefined, openUrl, isPageVisible: () => false });
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(pending).resolves.toBe('whatsapp-app');
    expect(openUrl).toHaveBeenCalledTimes(1);
  });

  it('falls back to WhatsApp when the Web Share API fails', async () => {
    const nav = { share: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    const openUrl = vi.fn();
    const pending = share(data, { navigator: nav as never, openUrl, isPageVisible: () => true });
    await vi.advanceTimersByTimeAsync(0);
    expect(openUrl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(pending).resolves.toBe('whatsapp-web');
  });
});
