import { Anchor, Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { loginBody, smsLoginBody } from '@souq/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { useLogin } from '../api/login';
import { useLoginWithSms } from '../api/login-sms';
import { MobileCodeFields, MobileInput, PasswordField } from '../components/AuthFields';
import { useSessionSubmit } from '../use-session-submit';

function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

function PasswordLoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const form = useZodForm(loginBody, { mobile: '', password: '' });
  const login = useSessionSubmit(useLogin(), form, redirect);
  const submit = form.onSubmit(login.submit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MobileInput {...form.getInputProps('mobile')} />
        <PasswordField label={t('auth:fields.password')} {...form.getInputProps('password')} />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('auth:login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.loading} data-testid="login-submit">
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function SmsLoginForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const form = useZodForm(smsLoginBody, { mobile: '', code: '' });
  const login = useSessionSubmit(useLoginWithSms(), form, redirect);
  const submit = form.onSubmit(login.submit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <MobileCodeFields purpose="login" form={form} />
        <Button type="submit" size="md" loading={login.loading} data-testid="login-sms-submit">
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [tab, setTab] = useState<string | null>('password');
  // The panels get their own names, so "Password" names only the password field.
  const panelId = useId();

  return (
    <Page title={t('auth:login.title')} back="/" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('auth:login.subtitle')}</Text>
        <Paper withBorder p="lg" radius="md">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="password" data-testid="login-tab-password">
                {t('auth:login.tabPassword')}
              </Tabs.Tab>
              <Tabs.Tab value="sms" data-testid="login-tab-sms">
                {t('auth:login.tabSms')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password" aria-labelledby={`${panelId}-password`}>
              <VisuallyHidden id={`${panelId}-password`}>{t('auth:login.panelPassword')}</VisuallyHidden>
              <PasswordLoginForm redirect={redirect} />
            </Tabs.Panel>
            <Tabs.Panel value="sms" aria-labelledby={`${panelId}-sms`}>
              <VisuallyHidden id={`${panelId}-sms`}>{t('auth:login.panelSms')}</VisuallyHidden>
              <SmsLoginForm redirect={redirect} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <Text ta="center" size="sm">
          {t('auth:login.noAccount')}{' '}
          <Anchor component={Link} to={withRedirect('/register', redirect)} fw={600}>
            {t('auth:login.register')}
          </Anchor>
        </Text>
      </Stack>
    </Page>
  );
}
