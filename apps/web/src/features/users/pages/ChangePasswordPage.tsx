import { Button } from '@mantine/core';
import { changePasswordBody } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { useSubmitThenGo } from '../../../lib/submit-then-go';
import { NewPasswordFields, PasswordField } from '../../auth';
import { useChangePassword } from '../api/change-password';

export default function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const form = useZodForm(changePasswordBody, { oldPassword: '', password: '', passwordConfirm: '' });
  const change = useChangePassword();

  const submit = form.onSubmit(
    useSubmitThenGo(form, change.mutateAsync, { message: t('password.done'), to: '/settings' }),
  );

  return (
    <Page title={t('password.title')} back="/settings" narrow>
      <FormCard intro={t('password.intro')} onSubmit={submit}>
        <PasswordField
          label={t('password.old')}
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields form={form} label={t('password.new')} confirmLabel={t('password.confirm')} />
        <Button type="submit" size="md" loading={change.isPending} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
