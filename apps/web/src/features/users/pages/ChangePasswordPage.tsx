import { Button, Paper, Stack, Text } from '@mantine/core';
import { changePasswordBody } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../auth/components/AuthFields';
import { useChangePassword } from '../api/change-password';

export default function ChangePasswordPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const form = useZodForm(changePasswordBody, { oldPassword: '', password: '', passwordConfirm: '' });
  const change = useChangePassword();

  const submit = form.onSubmit(async (data) => {
    try {
      await change.mutateAsync(data);
      toast({ kind: 'success', message: t('password.done') });
      await navigate('/settings', { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Page title={t('password.title')} back="/settings" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('password.intro')}</Text>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordField
                label={t('password.old')}
                autoComplete="current-password"
                {...form.getInputProps('oldPassword')}
              />
              <PasswordField
                label={t('password.new')}
                description={t('auth:fields.passwordHint')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordField
                label={t('password.confirm')}
                autoComplete="new-password"
                {...form.getInputProps('passwordConfirm')}
              />
              <Button type="submit" size="md" loading={change.isPending} data-testid="change-password-submit">
                {t('password.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Page>
  );
}
