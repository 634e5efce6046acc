import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubscribeVip } from '../features/vip/api/subscribe-vip';
import { resetApiState } from './api';

type FetchArgs = [string, RequestInit];
const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const membership = { membership: { id: 'm1' } };
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  resetApiState();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buying VIP: one idempotency key per intent on one page visit', () => {
  it('a double click sends one request, and both clicks get its answer', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useSubscribeVip(), { wrapper });
    const body = { planId: 'p-gold', method: 'wallet' } as const;
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.mutateAsync(body);
      second = result.current.mutateAsync(body);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(json(200, { code: 200, message: 'OK', data: membership }));
    await expect(first).resolves.toEqual(membership);
    await expect(second).resolves.toEqual(membership);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a second submission after no definite answer sends the same key; after a success the next gets a new one', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(500, { code: 500, error: 'INTERNAL', message: 'Oops', data: null }))
      .mockImplementation(async () => json(200, { code: 200, message: 'OK', data: membership }));
    const { result } = renderHook(() => useSubscribeVip(), { wrapper });
    const body = { planId: 'p-gold', method: 'wallet' } as const;
    await act(() => result.current.mutateAsync(body).catch(() => null));
    await act(() => result.current.mutateAsync(body).catch(() => null));
    await act(() => result.current.mutateAsync(body));
    await act(() => result.current.mutateAsync(body));
    const keys = sentKeys();
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('another plan or method is another intent with its own key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useSubscribeVip(), { wrapper });
    await act(() => result.current.mutateAsync({ planId: 'p-gold', method: 'wallet' }).catch(() => null));
    await act(() => result.current.mutateAsync({ planId: 'p-gold', method: 'card' }).catch(() => null));
    const [a, b] = sentKeys();
    expect(b).not.toBe(a);
  });
});
