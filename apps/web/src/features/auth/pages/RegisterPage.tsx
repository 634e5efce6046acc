import { Anchor, Button, Checkbox, Group, Modal, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { registerBody } from '@souq/shared';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { LegalDocument } from '../../about/components/LegalDocument';
import { useRegister } from '../api/register';
import { CodeInput, MobileInput, PasswordField } from '../components/AuthFields';
import { SendCodeButton } from '../components/SendCodeButton';
import { useMobileGetter } from '../components/use-mobile-getter';
import { completeLogin } from '../session-actions';

const registerForm = registerBody.safeExtend({
  agree: z.boolean().refine((v) => v, { error: 'validation:mustAgree' }),
});

export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useZodForm(registerForm, {
    mobile: '',
    code: '',
    nickname: '',
    password: '',
    passwordConfirm: '',
    agree: false,
  });
  const getMobile = useMobileGetter(form);
  const register = useRegister();
  const [finishing, setFinishing] = useState(false);
  const [agreementOpen, agreement] = useDisclosure(false);

  const submit = form.onSubmit(async ({ agree: _agree, nickname, ...data }) => {
    try {
      const session = await register.mutateAsync({ ...data, nickname: nickname ? nickname : undefined });
      setFinishing(true);
      await completeLogin(session, redirect);
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setFinishing(false);
    }
  });

  return (
    <Page title={t('auth:register.title')} back="/login" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('auth:register.subtitle')}</Text>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <MobileInput {...form.getInputProps('mobile')} />
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <CodeInput style={{ flex: 1 }} {...form.getInputProps('code')} />
                <div style={{ paddingBlockStart: 25 }}>
                  <SendCodeButton purpose="register" getMobile={getMobile} />
                </div>
              </Group>
              <TextInput
                label={t('auth:fields.nickname')}
                description={t('auth:fields.optional')}
                maxLength={40}
                autoComplete="nickname"
                {...form.getInputProps('nickname')}
              />
              <PasswordField
                label={t('auth:fields.password')}
                description={t('auth:fields.passwordHint')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
              <PasswordField
                label={t('auth:fields.passwordConfirm')}
                autoComplete="new-password"
                {...form.getInputProps('passwordConfirm')}
              />
              <Checkbox
                data-testid="agree-checkbox"
                label={
                  <Trans
                    i18nKey="auth:register.agree"
                    components={{
                      agreement: (
                        <Anchor
                          component="button"
                          type="button"
                          onClick={(e: React.MouseEvent) => {
                            e.preventDefault();
                            agreement.open();
                          }}
                          inherit
                        />
                      ),
                    }}
                  />
                }
                {...form.getCheckboxProps('agree')}
              />
              <Button type="submit" size="md" loading={register.isPending || finishing} data-testid="register-submit">
                {t('auth:register.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text ta="center" size="sm">
          {t('auth:register.haveAccount')}{' '}
          <Anchor
            component={Link}
            to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
            fw={600}
          >
            {t('auth:register.login')}
          </Anchor>
        </Text>
      </Stack>
      <Modal
        opened={agreementOpen}
        onClose={agreement.close}
        title={t('legal:agreement.title')}
        size="lg"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        <LegalDocument doc="agreement" withTitle={false} />
        <Button
          fullWidth
          mt="md"
          onClick={() => {
            form.setFieldValue('agree', true);
            agreement.close();
          }}
        >
          {t('auth:register.acceptAgreement')}
        </Button>
      </Modal>
    </Page>
  );
}
