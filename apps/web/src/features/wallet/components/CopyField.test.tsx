import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { CopyField } from './CopyField';
import { WithdrawalStateBadge } from './TransactionRow';

setupComponentTests({ wallet: en }, ['wallet']);

afterEach(() => {
  vi.useRealTimers();
});

describe('a copyable payout field', () => {
  it('copies the value with the Clipboard API and says "Copied" inline, then clears it', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(
      <CopyField label="IBAN" value="AE070331234567890123456" display="AE07 0331 2345 6789 0123 456" ltr testId="f" />,
    );
    expect(screen.getByTestId('f-value').textContent).toBe('AE07 0331 2345 6789 0123 456');
    expect(screen.getByTestId('f-status').textContent).toBe('');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByTestId('f-copy'));
    });
    expect(writeText).toHaveBeenCalledWith('AE070331234567890123456');
    expect(screen.getByTestId('f-status').textContent).toBe('Copied');
    expect(screen.getByTestId('f-status').getAttribute('role')).toBe('status');
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(screen.getByTestId('f-status').textContent).toBe('');
  });

  it('copies its own copy value (the plain amount), and says so when the browser refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<CopyField label="Amount" value="AED 400.00" copyValue="400.00" testId="a" />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('a-copy'));
    });
    expect(writeText).toHaveBeenCalledWith('400.00');
    expect(screen.getByTestId('a-status').textContent).toBe(en.payout.copyFailed);
  });

  it('shows "Not given" without a copy button when there is no value', () => {
    renderWithProviders(<CopyField label="Bank" value={null} testId="b" />);
    expect(screen.getByText('Not given')).toBeTruthy();
    expect(screen.queryByTestId('b-copy')).toBeNull();
  });
});

describe('a withdrawal in the wallet history', () => {
  it('shows where the withdrawal stands now, never "On hold"', () => {
    const cases = [
      ['paid', 'Paid'],
      ['requested', 'Pending'],
      ['approved', 'Pending'],
      ['rejected', 'Rejected and refunded'],
    ] as const;
    for (const [status, label] of cases) {
      renderWithProviders(<WithdrawalStateBadge status={status} />);
      expect(screen.getByTestId('transaction-withdrawal-state').textContent).toBe(label);
      cleanup();
    }
  });
});
