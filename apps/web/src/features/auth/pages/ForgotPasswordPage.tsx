import { Button } from '@mantine/core';
import { resetPasswordBody } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { useSubmitThenGo } from '../../../lib/submit-then-go';
import { useResetPassword } from '../api/reset-password';
import { MobileCodeFields, NewPasswordFields } from '../components/AuthFields';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useZodForm(resetPasswordBody, { mobile: '', code: '', password: '', passwordConfirm: '' });
  const reset = useResetPassword();
  const submit = form.onSubmit(
    useSubmitThenGo(form, reset.mutateAsync, { message: t('auth:forgot.done'), to: '/login' }),
  );

  return (
    <Page title={t('auth:forgot.title')} back="/login" narrow>
      <FormCard intro={t('auth:forgot.subtitle')} onSubmit={submit}>
        <MobileCodeFields purpose="reset_password" form={form} />
        <NewPasswordFields form={form} label={t('auth:fields.newPassword')} />
        <Button type="submit" size="md" loading={reset.isPending} data-testid="reset-submit">
          {t('auth:forgot.submit')}
        </Button>
      </FormCard>
    </Page>
  );
}
