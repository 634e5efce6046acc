import { ActionIcon, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BankAccount } from '@souq/shared';
import { IconBuildingBank, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ErrorState, LoadingState } from '../../../components/States';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { maskIban } from '../iban';
import { BankAccountForm } from './BankAccountForm';
import classes from './ChoiceCard.module.css';

/** Choose one of the saved bank accounts, add one, or remove one (after a confirmation). */
export function BankAccountPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('wallet');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [adding, addModal] = useDisclosure(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const items = accounts.data ?? [];

  // The only account is the obvious choice.
  const only = items.length === 1 ? items[0]?.id : undefined;
  useEffect(() => {
    if (only && !value) onChange(only);
  }, [only, value, onChange]);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        if (value === removing.id) onChange('');
        setRemoving(null);
      },
    });
  };

  return (
    <Stack gap="xs">
      {accounts.isPending && <LoadingState />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.isSuccess && (
        <Radio.Group
          value={value}
          onChange={onChange}
          label={t('withdraw.bankAccount')}
          error={error}
          description={items.length === 0 ? t('bank.none') : undefined}
        >
          <Stack gap="xs" mt={items.length ? 6 : 0}>
            {items.map((account) => (
              <Group key={account.id} gap="xs" wrap="nowrap" align="stretch">
                <Radio.Card
                  value={account.id}
                  radius="md"
                  p="sm"
                  className={classes.card}
                  data-testid="bank-account-option"
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <IconBuildingBank size={22} aria-hidden color="var(--mantine-color-gray-6)" />
                    <Stack gap={0} style={{ minInlineSize: 0 }}>
                      <Text fw={500} lineClamp={1}>
                        {account.holderName}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {account.bankName && (
                          <>
                            <bdi>{account.bankName}</bdi> ·{' '}
                          </>
                        )}
                        <span className="ltr">{maskIban(account.iban)}</span>
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  style={{ alignSelf: 'center' }}
                  aria-label={t('bank.remove')}
                  onClick={() => setRemoving(account)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={addModal.open}
        data-testid="bank-account-add"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('bank.add')}
      </Button>
      <BankAccountForm
        opened={adding}
        onClose={addModal.close}
        onAdded={(account) => {
          addModal.close();
          onChange(account.id);
        }}
      />
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('bank.removeTitle')}
        text={t('bank.removeText', { iban: removing ? maskIban(removing.iban) : '' })}
        confirmLabel={t('bank.remove')}
        onConfirm={confirmRemove}
        loading={remove.isPending}
        confirmTestId="bank-account-remove-confirm"
      />
    </Stack>
  );
}
