import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Arabic-Indic and Persian digits to ASCII, a decimal comma to a point: what the server reads. */
export function normalizeAmountInput(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066B]/g, '.')
    .replace(/[^\d.]/g, '');
}

export interface AmountInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
}

/** An AED amount as typed ("500", "500.5"): decimal keyboard, left to right, "AED" before it. */
export function AmountInput({ value, onChange, ...props }: AmountInputProps) {
  const { t } = useTranslation('wallet');
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      leftSection={t('amount.currency')}
      leftSectionWidth={52}
      placeholder="0.00"
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normalizeAmountInput(event.currentTarget.value))}
      {...props}
    />
  );
}
