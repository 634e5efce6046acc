import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { aed } from '../../../lib/format';

/**
 * Before paying: each amount and how it is taken. By card the card is charged the rental only
 * and the deposit is an authorisation on it (not charged, released at return); from the wallet
 * the rental is paid and the deposit held (docs/decisions/0010-card-authorisations.md).
 */
export function PaymentSplit({
  method,
  totalFils,
  depositFils,
}: {
  method: 'wallet' | 'card';
  totalFils: number;
  depositFils: number;
}) {
  const { t } = useTranslation('rentals');
  const card = method === 'card';
  return (
    <Stack gap={4} data-testid="payment-split" data-method={method}>
      <Text size="sm" fw={600}>
        {t('book.howPaid.title')}
      </Text>
      <Text size="sm" data-testid="payment-split-rental">
        {t(card ? 'book.howPaid.rentalCard' : 'book.howPaid.rentalWallet', { amount: aed(totalFils) })}
      </Text>
      {depositFils > 0 && (
        <>
          <Text size="sm" data-testid="payment-split-deposit">
            {t(card ? 'book.howPaid.depositCard' : 'book.howPaid.depositWallet', { amount: aed(depositFils) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('book.howPaid.depositHint')}
          </Text>
        </>
      )}
    </Stack>
  );
}
