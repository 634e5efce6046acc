import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconCoins, IconCrown, IconReceipt2, IconShieldCheck, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { aed } from '../../../lib/format';
import { useWallet } from '../api/get-wallet';
import classes from './WalletCard.module.css';

/** The Mine page's wallet card: the available balance, and links to wallet, deposits, VIP (and approvals for admins). */
export function WalletCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  const links = [
    { to: '/wallet', icon: IconReceipt2, label: t('mine.wallet'), testId: 'mine-wallet-link' },
    { to: '/deposits', icon: IconCoins, label: t('mine.deposits'), testId: 'mine-deposits-link' },
    { to: '/vip', icon: IconCrown, label: t('mine.vip'), testId: 'mine-vip-link' },
    ...(isAdmin
      ? [
          {
            to: '/admin/withdrawals',
            icon: IconShieldCheck,
            label: t('mine.approvals'),
            testId: 'mine-admin-withdrawals-link',
          },
        ]
      : []),
  ];
  return (
    <Paper withBorder radius="md" className={classes.card} data-testid="mine-wallet-card">
      <UnstyledButton component={Link} to="/wallet" className={classes.balance}>
        <Group wrap="nowrap" gap="sm">
          <IconWallet size={28} aria-hidden />
          <Stack gap={0} style={{ flex: 1, minInlineSize: 0 }}>
            <Text size="sm">{t('balance.available')}</Text>
            {wallet.data ? (
              <Text fw={700} size="xl" data-testid="mine-wallet-available">
                {aed(wallet.data.availableFils)}
              </Text>
            ) : wallet.isError ? (
              <Text size="sm">—</Text>
            ) : (
              <Skeleton height={24} width={120} />
            )}
          </Stack>
          <IconChevronRight className="icon-directional" size={20} aria-hidden />
        </Group>
      </UnstyledButton>
      <div className={classes.links}>
        {links.map(({ to, icon: Icon, label, testId }) => (
          <Link key={to} to={to} className={classes.link} data-testid={testId}>
            <Icon size={24} stroke={1.7} aria-hidden />
            <span>{label}</span>
          </Link>
        ))}
      </div>
    </Paper>
  );
}
