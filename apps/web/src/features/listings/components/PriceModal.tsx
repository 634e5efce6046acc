import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Language, listingPriceSchema } from '@souq/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { aedPrice } from '../../../lib/format';
import { translateIssue } from '../../../lib/forms';
import { currency } from '../format';
import { filsToAmountInput } from '../price';

/** "Change price": a new asking price in AED; the old one stays in the price history. */
export function PriceModal({
  opened,
  onClose,
  currentFils,
  onSubmit,
  loading,
}: {
  opened: boolean;
  onClose: () => void;
  currentFils: number;
  onSubmit: (price: string) => Promise<unknown>;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation('listings');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (opened) {
      setValue(filsToAmountInput(currentFils));
      setError(undefined);
    }
  }, [opened, currentFils]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = listingPriceSchema.safeParse(value.replace(/[,\s]/g, ''));
    if (!parsed.success) {
      setError(translateIssue(t as never, parsed.error.issues[0] as never, i18n.language as Language));
      return;
    }
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch (e) {
      setError(isApiError(e) ? (e.fields[0]?.message ?? e.message) : t('common:states.error'));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('owner.changePrice')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('owner.currentPrice', { price: aedPrice(currentFils) })}
          </Text>
          <TextInput
            label={t('form.price')}
            value={value}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(undefined);
            }}
            inputMode="decimal"
            rightSection={
              <Text size="xs" c="dimmed">
                {currency()}
              </Text>
            }
            rightSectionWidth={44}
            error={error}
            data-autofocus
            data-testid="price-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="price-save">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
