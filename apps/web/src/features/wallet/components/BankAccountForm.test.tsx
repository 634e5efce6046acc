import type { Endpoint } from '@souq/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { BankAccountForm } from './BankAccountForm';

const saved = {
  id: '00000000-0000-4000-8000-000000000001',
  holderName: 'Omar Al Mansoori',
  iban: 'AE07 •••• 3456',
  bankName: null,
  createdAt: '2026-04-01T06:00:00.000Z',
};
const api = vi.hoisted(() => vi.fn());
// The hook calls its contract endpoint through `call`: here that reaches the mocked client with the endpoint's path and method.
vi.mock('../../../lib/api', async () => {
  const { pathOf } = await import('@souq/shared');
  const call = (endpoint: Endpoint, input: { params?: unknown; body?: unknown } = {}) =>
    api(pathOf(endpoint, input.params), { method: endpoint.method, body: input.body });
  return { api, call, isApiError: () => false };
});

setupComponentTests({ wallet: en }, ['wallet']);

beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('the add-bank-account dialog on the withdraw page', () => {
  it('saves without submitting or validating the withdrawal form around it, and is no nested form', async () => {
    api.mockResolvedValue(saved);
    const outer = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onAdded = vi.fn();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <form onSubmit={outer} data-testid="outer">
          <BankAccountForm opened onClose={() => {}} onAdded={onAdded} />
        </form>
      </QueryClientProvider>,
    );
    const dialogForm = await screen.findByTestId('bank-account-form');
    expect(screen.getByTestId('outer').contains(dialogForm)).toBe(false);
    expect(dialogForm.closest('form')).toBe(dialogForm);

    fireEvent.change(screen.getByTestId('bank-holder-name'), { target: { value: 'Omar Al Mansoori' } });
    fireEvent.change(screen.getByTestId('bank-iban'), { target: { value: 'AE070331234567890123456' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('bank-account-save'));
    });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(saved));
    expect(api).toHaveBeenCalledWith(
      '/api/wallet/bank-accounts',
      expect.objectContaining({ method: 'POST', body: expect.objectContaining({ iban: 'AE070331234567890123456' }) }),
    );
    expect(outer).not.toHaveBeenCalled();
  });

  it('an invalid dialog shows its own errors only, and still leaves the outer form alone', async () => {
    const outer = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <form onSubmit={outer}>
          <BankAccountForm opened onClose={() => {}} onAdded={() => {}} />
        </form>
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(await screen.findByTestId('bank-account-save'));
    });
    expect(screen.getByTestId('bank-holder-name').getAttribute('aria-invalid')).toBe('true');
    expect(outer).not.toHaveBeenCalled();
  });
});
