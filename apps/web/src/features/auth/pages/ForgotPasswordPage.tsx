import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { resetPasswordBody } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { CodeInput, MobileInput, PasswordField } from '../components/AuthFields';
import { SendCodeButton } from '../components/SendCodeButton';
import { useMobileGetter } from '../components/use-mobile-getter';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordBody, { mobile: '', code: '', password: '', passwordConfirm: '' });
  const getMobile = useMobileGetter(form);
  const reset = useResetPassword();

  const submit = form.onSubmit(async (data) => {
    try {
      await reset.mutateAsync(data);
      toast({ kind: 'success', message: t('auth:forgot.done') });
      await navigate('/login', { replace: true });
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Page title={t('auth:forgot.title')} back="/login" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('auth:forgot.subtitle')}</Text>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <MobileInput {...form.getInputProps('mobile')} />
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <CodeInput style={{ flex: 1 }} {...form.getInputProps('code')} />
                <div style={{ paddingBlockStart: 25 }}>
                  <SendCodeButton purpose="reset_password" getMobile={getMobile} />
                </div>
              </Group>
              <PasswordField
                label={t('auth:fields.newPassword')}
                description={t('auth:fields.passwordHint')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordField
                label={t('auth:fields.passwordConfirm')}
                autoComplete="new-password"
                {...form.getInputProps('passwordConfirm')}
              />
              <Button type="submit" size="md" loading={reset.isPending} data-testid="reset-submit">
                {t('auth:forgot.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Page>
  );
}
