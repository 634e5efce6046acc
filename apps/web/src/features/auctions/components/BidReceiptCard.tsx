import { Alert, Stack, Text } from '@mantine/core';
import type { BidReceipt } from '@souq/shared/auctions/auctions.schema';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { aedPrice } from '../../../lib/format';
import { timeOfDay } from '../format';
import { BeforeClose } from './BeforeClose';

/** What the server recorded for a bid: the amount, "received 0.8 s before close", leading or outbid at once, extension. */
export function BidReceiptCard({ receipt }: { receipt: BidReceipt }) {
  const { t } = useTranslation('auctions');
  const leading = receipt.leading && !receipt.outbidAtOnce;
  return (
    <Alert
      color={leading ? 'teal' : 'orange'}
      variant="light"
      icon={leading ? <IconCircleCheck size={20} /> : <IconAlertTriangle size={20} />}
      title={receipt.kind === 'max' ? t('receipt.maxTitle') : t('receipt.bidTitle')}
      data-testid="bid-receipt"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('receipt.amount', { amount: aedPrice(receipt.amountFils), time: timeOfDay(receipt.receivedAt) })}
        </Text>
        <Text size="sm" data-testid="receipt-ms-left">
          {t('receipt.received')} <BeforeClose msLeft={receipt.msLeft} />
        </Text>
        <Text size="sm" fw={600} data-testid="receipt-standing">
          {leading ? t('receipt.leading') : t('receipt.outbidAtOnce')}
        </Text>
        {receipt.extended && (
          <Text size="sm" c="orange.9" data-testid="receipt-extended">
            {t('receipt.extended')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
