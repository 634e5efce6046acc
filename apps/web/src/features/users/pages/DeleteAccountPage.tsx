import { Alert, Button, List, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { cancelAccountBody } from '@souq/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { forgetDeletedAccount } from '../../../app/session-flows';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { Page } from '../../../components/Page';
import { useZodForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { PasswordField } from '../../auth';
import { useCancelAccount } from '../api/cancel-account';

/** A heading over a list of texts (`items` from a `returnObjects` translation). */
function TitledList({ title, items }: { title: string; items: unknown }) {
  const list = Array.isArray(items) ? (items as string[]) : [];
  return (
    <div>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {list.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

export default function DeleteAccountPage() {
  const { t } = useTranslation('settings');
  const form = useZodForm(cancelAccountBody, { password: '' });
  const cancel = useCancelAccount();
  const [confirmOpen, confirm] = useDisclosure(false);

  const askConfirm = form.onSubmit(() => confirm.open());

  const doDelete = async () => {
    const data = form.validate();
    if (!data) {
      confirm.close();
      return;
    }
    try {
      await cancel.mutateAsync(data);
      confirm.close();
      toast({ kind: 'success', message: t('deleteAccount.done') });
      await forgetDeletedAccount();
    } catch (error) {
      confirm.close();
      form.applyServerErrors(error);
    }
  };

  return (
    <Page title={t('deleteAccount.title')} back="/settings" narrow>
      <Stack gap="lg">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title={t('deleteAccount.warningTitle')}
        >
          {t('deleteAccount.warning')}
        </Alert>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <TitledList
              title={t('deleteAccount.removedTitle')}
              items={t('deleteAccount.removed', { returnObjects: true })}
            />
            <TitledList title={t('deleteAccount.keptTitle')} items={t('deleteAccount.kept', { returnObjects: true })} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={askConfirm} noValidate>
            <Stack gap="md">
              <PasswordField label={t('deleteAccount.password')} {...form.getInputProps('password')} />
              <Button type="submit" color="red" size="md" data-testid="delete-account-submit">
                {t('deleteAccount.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
      <ConfirmModal
        opened={confirmOpen}
        onClose={confirm.close}
        title={t('deleteAccount.confirmTitle')}
        text={t('deleteAccount.confirmText')}
        confirmLabel={t('deleteAccount.confirm')}
        onConfirm={() => void doDelete()}
        loading={cancel.isPending}
        confirmTestId="delete-account-confirm"
      />
    </Page>
  );
}
