import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { BankAccount } from '@souq/shared';
import { isUaeIban } from '@souq/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useZodForm } from '../../../lib/forms';
import { useAddBankAccount } from '../api/add-bank-account';
import { compactIban, formatIban } from '../iban';

const IBAN_LENGTH = 23;

export const bankAccountForm = z.object({
  holderName: z.string().trim().min(1, { error: 'validation:required' }).max(100, { error: 'validation:maxLength' }),
  iban: z
    .string()
    .trim()
    .min(1, { error: 'validation:required' })
    .refine(isUaeIban, { error: 'wallet:bank.ibanInvalid' })
    .transform(compactIban),
  bankName: z.string().trim().max(100, { error: 'validation:maxLength' }),
});

/** Adds a bank account (holder, UAE IBAN checked as it is typed, bank name); gives it back when saved. */
export function BankAccountForm({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: (account: BankAccount) => void;
}) {
  const { t } = useTranslation('wallet');
  const form = useZodForm(bankAccountForm, { holderName: '', iban: '', bankName: '' });
  const add = useAddBankAccount();
  const ibanValid = isUaeIban(form.values.iban);
  const [ibanTouched, setIbanTouched] = useState(false);
  const { validateField } = form;
  const iban = form.values.iban;

  // Live check: once the IBAN is complete (or the field was left), say at once whether it is valid.
  useEffect(() => {
    if (iban.length >= IBAN_LENGTH || (ibanTouched && iban !== '')) validateField('iban');
  }, [iban, ibanTouched, validateField]);

  const submit = form.onSubmit(async (data) => {
    try {
      const account = await add.mutateAsync({
        holderName: data.holderName,
        iban: data.iban,
        bankName: data.bankName || undefined,
      });
      form.setValues({ holderName: '', iban: '', bankName: '' });
      setIbanTouched(false);
      onAdded(account);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('bank.addTitle')} centered>
      {/*
       * Its own form, outside the page's form in the document (the modal is portalled). React
       * still bubbles a submit through the component tree to the form around the picker, so it
       * stops here: saving an account must not submit (or validate) the withdrawal form.
       */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          submit(event);
        }}
        noValidate
        data-testid="bank-account-form"
      >
        <Stack gap="md">
          <TextInput
            label={t('bank.holderName')}
            description={t('bank.holderNameHint')}
            autoComplete="name"
            maxLength={100}
            data-testid="bank-holder-name"
            {...form.getInputProps('holderName')}
          />
          <TextInput
            label={t('bank.iban')}
            placeholder="AE07 0331 2345 6789 0123 456"
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={34}
            data-testid="bank-iban"
            {...form.getInputProps('iban')}
            value={formatIban(form.values.iban)}
            onChange={(event) => {
              const value = compactIban(event.currentTarget.value);
              form.setFieldValue('iban', value);
            }}
            onBlur={() => setIbanTouched(true)}
            rightSection={
              ibanValid ? (
                <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-label={t('bank.ibanValid')} />
              ) : undefined
            }
          />
          <TextInput
            label={t('bank.bankName')}
            description={t('bank.optional')}
            maxLength={100}
            data-testid="bank-name"
            {...form.getInputProps('bankName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="bank-account-save">
              {t('bank.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
