import { IconArrowUpFromArc } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
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
        <PageAction to="/wallet/withdraw" icon={<IconArrowUpFromArc size={16} />}>
          {t('actions.withdraw')}
        </PageAction>
      }
    >
      <WithdrawalList />
    </Page>
  );
}
