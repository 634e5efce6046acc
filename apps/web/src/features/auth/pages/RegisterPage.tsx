import { Anchor, Button, Checkbox, Modal, ScrollArea, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { registerBody } from '@souq/shared';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormCard } from '../../../components/FormCard';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { LegalDocument } from '../../about';
import { useRegister } from '../api/register';
import { MobileCodeFields, NewPasswordFields } from '../components/AuthFields';
import { useSessionSubmit } from '../use-session-submit';

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
  const register = useSessionSubmit(useRegister(), form, redirect);
  const [agreementOpen, agreement] = useDisclosure(false);

  const submit = form.onSubmit(({ agree: _agree, nickname, ...data }) =>
    register.submit({ ...data, nickname: nickname ? nickname : undefined }),
  );

  return (
    <Page title={t('auth:register.title')} back="/login" narrow>
      <FormCard
        intro={t('auth:register.subtitle')}
        onSubmit={submit}
        footer={
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
        }
      >
        <MobileCodeFields purpose="register" form={form} />
        <TextInput
          label={t('auth:fields.nickname')}
          description={t('auth:fields.optional')}
          maxLength={40}
          autoComplete="nickname"
          {...form.getInputProps('nickname')}
        />
        <NewPasswordFields form={form} label={t('auth:fields.password')} />
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
        <Button type="submit" size="md" loading={register.loading} data-testid="register-submit">
          {t('auth:register.submit')}
        </Button>
      </FormCard>
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
