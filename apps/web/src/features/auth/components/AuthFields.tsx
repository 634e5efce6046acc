import { Group, PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { SMS_CODE_LENGTH, type SmsPurpose } from '@souq/shared';
import type { ChangeEvent, ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton';
import { type MobileForm, useMobileGetter } from './use-mobile-getter';

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

/** What `useZodForm().getInputProps` gives a text field. */
interface TextFieldProps {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement> | string) => void;
}

interface MobileCodeForm extends MobileForm {
  getInputProps: (field: 'mobile' | 'code') => TextFieldProps;
}

/** The form's `mobile` and `code` fields, with the "send code" button for `purpose` beside the code. */
export function MobileCodeFields({ purpose, form }: { purpose: SmsPurpose; form: MobileCodeForm }) {
  const getMobile = useMobileGetter(form);
  return (
    <>
      <MobileInput {...form.getInputProps('mobile')} />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <CodeInput style={{ flex: 1 }} {...form.getInputProps('code')} />
        <div style={{ paddingBlockStart: 25 }}>
          <SendCodeButton purpose={purpose} getMobile={getMobile} />
        </div>
      </Group>
    </>
  );
}

interface NewPasswordForm {
  getInputProps: (field: 'password' | 'passwordConfirm') => TextFieldProps;
}

/** The form's `password` (with the strength hint) and `passwordConfirm` fields, both new passwords. */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: NewPasswordForm;
  label: string;
  /** Defaults to "password again" of the auth texts. */
  confirmLabel?: string;
}) {
  const { t } = useTranslation();
  const password = form.getInputProps('password');
  return (
    <>
      {/* The rule once: as the hint, or, when broken, as the error in its place (never both). */}
      <PasswordField
        label={label}
        description={password.error ? undefined : t('auth:fields.passwordHint')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={confirmLabel ?? t('auth:fields.passwordConfirm')}
        autoComplete="new-password"
        {...form.getInputProps('passwordConfirm')}
      />
    </>
  );
}
