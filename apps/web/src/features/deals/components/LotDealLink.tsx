import { Button } from '@mantine/core';
import { dealsContract } from '@souq/shared/deals/deals.contract';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../lib/api';

/**
 * For the auctions lot page (a signed-in viewer of a sold lot): a link to the lot's deal when the
 * viewer is its buyer or seller; nothing otherwise.
 */
export function LotDealLink({ lotId }: { lotId: string }) {
  const { t } = useTranslation('deals');
  const deal = useQuery({
    queryKey: ['deals', 'lot', lotId],
    queryFn: ({ signal }) => call(dealsContract.endpoints.ofLot, { params: { id: lotId }, signal }),
  });
  const id = deal.data?.dealId;
  if (!id) return null;
  return (
    <Button component={Link} to={`/deals/${id}`} leftSection={<IconReceipt size={16} />} data-testid="lot-deal-link">
      {t('lotLink')}
    </Button>
  );
}
