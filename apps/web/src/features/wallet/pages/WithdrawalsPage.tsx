import { Button } from '@mantine/core';
import { IconArrowUpFromArc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { WithdrawalList } from '../components/WithdrawalList';

/** All of the user's withdrawals and where each one stands. */
export default function WithdrawalsPage() {
  const { t } = useTranslation('wallet');
  return (
    <Page
      title={t('withdrawals.title')}
      back="/wallet"
      narrow
      actions={
        <Button
          component={Link}
          to="/wallet/withdraw"
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowUpFromArc size={16} />}
        >
          {t('actions.withdraw')}
        </Button>
      }
    >
      <WithdrawalList />
    </Page>
  );
}
