import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import validation from '../../../../../../packages/shared/src/i18n/locales/en/validation.json';
import en from '../../../../../../packages/shared/src/i18n/locales/en/wallet.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { RechargeForm } from './RechargeForm';

setupComponentTests({ wallet: en, validation }, ['wallet', 'validation']);

function setup() {
  const onSubmit = vi.fn(async () => {});
  renderWithProviders(<RechargeForm pending={false} onSubmit={onSubmit} />);
  const input = screen.getByTestId('recharge-amount') as HTMLInputElement;
  const button = screen.getByTestId('recharge-submit') as HTMLButtonElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { onSubmit, input, button, type };
}

describe('the recharge form', () => {
  it('never offers to pay an amount the server refuses: below the minimum it is disabled and says why', async () => {
    const { onSubmit, input, button, type } = setup();
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Enter an amount to continue');

    type('5');
    expect(button.disabled).toBe(true);
    expect(button.textContent).not.toContain('5.00');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The amount must be at least AED 10.00.')).toBeTruthy();

    type('100000.01');
    expect(button.disabled).toBe(true);
    expect(screen.getByText('The amount can be at most AED 100,000.00.')).toBeTruthy();

    await act(async () => {
      fireEvent.submit(screen.getByTestId('recharge-form'));
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid amount (typed or a preset) names itself on the button and is sent', async () => {
    const { onSubmit, input, button, type } = setup();
    type('10');
    expect(button.disabled).toBe(false);
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(button.textContent).toMatch(/^Pay AED\s10\.00 by card$/);
    fireEvent.click(screen.getByTestId('recharge-preset-500').querySelector('input') as HTMLInputElement);
    expect(button.textContent).toMatch(/^Pay AED\s500\.00 by card$/);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSubmit).toHaveBeenCalledWith('500');
  });
});
