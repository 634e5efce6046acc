import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { SMS_CODE_LENGTH } from '@souq/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

export function MobileInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth:fields.mobile')}
      placeholder={t('auth:fields.mobilePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

export function CodeInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth:fields.code')}
      placeholder={t('auth:fields.codePlaceholder', { length: SMS_CODE_LENGTH })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      dir="ltr"
      required
      withAsterisk={false}
      {...props}
    />
  );
}

export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput required withAsterisk={false} autoComplete="current-password" {...props} />;
}
