import { Button, Group, Stack, Text } from '@mantine/core';
import { type AdminWithdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@souq/shared';
import { IconCash, IconCheck, IconChevronRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import figures from '../../../components/figures.module.css';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { ReasonModal, useReasonPrompt } from '../../../components/ReasonModal';
import { EmptyState } from '../../../components/States';
import { StatusTabs, useStatusParam } from '../../../components/StatusTabs';
import { aed } from '../../../lib/format';
import { useMe } from '../../users';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useAdminWithdrawals } from '../api/get-admin-withdrawals';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { WithdrawalStatusBadge } from '../components/WithdrawalRow';
import { dateTime } from '../format';
import { maskIban } from '../iban';
import classes from './AdminWithdrawalsPage.module.css';

const REASON_MAX = 200;

function AdminWithdrawalRow({
  withdrawal,
  onApprove,
  onReject,
  busy,
  finance,
}: {
  withdrawal: AdminWithdrawal;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
  /** Admins with the finance role open the payout view; the list never shows the full IBAN. */
  finance: boolean;
}) {
  const { t } = useTranslation('wallet');
  const bank = withdrawal.bankAccount;
  return (
    <div className={`${linkRow.plainRow} ${classes.item}`} data-testid="admin-withdrawal-item">
      <div className={classes.info}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={700} className={figures.amount}>
            {aed(withdrawal.amountFils)}
          </Text>
          <WithdrawalStatusBadge status={withdrawal.status} />
        </Group>
        <Text size="sm" data-testid="admin-withdrawal-user">
          <bdi>{withdrawal.userName ?? bank.holderName}</bdi>
          {withdrawal.userName && withdrawal.userName !== bank.holderName && (
            <Text span c="dimmed" size="sm">
              {' · '}
              <bdi>{bank.holderName}</bdi>
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {bank.bankName && (
            <>
              <bdi>{bank.bankName}</bdi> ·{' '}
            </>
          )}
          <span className="ltr">{maskIban(bank.iban)}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.requestedAt', { date: `\u2068${dateTime(withdrawal.requestedAt)}\u2069` })}
        </Text>
        {withdrawal.status === 'rejected' && withdrawal.reason && (
          <Text size="sm" c="red.7">
            {t('withdrawals.reason', { reason: withdrawal.reason })}
          </Text>
        )}
      </div>
      {withdrawal.status === 'requested' && (
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            leftSection={<IconCheck size={16} />}
            onClick={onApprove}
            loading={busy}
            data-testid="approve-withdrawal"
          >
            {t('admin.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={onReject}
            disabled={busy}
            data-testid="reject-withdrawal"
          >
            {t('admin.reject')}
          </Button>
        </Group>
      )}
      {(withdrawal.status === 'approved' || withdrawal.status === 'paid') && (
        <Group gap="xs">
          {finance ? (
            <Button
              size="xs"
              component={Link}
              to={`/admin/withdrawals/${encodeURIComponent(withdrawal.id)}/payout`}
              variant={withdrawal.status === 'approved' ? 'filled' : 'default'}
              leftSection={withdrawal.status === 'approved' ? <IconCash size={16} /> : undefined}
              rightSection={<IconChevronRight className="icon-directional" size={14} />}
              data-testid="open-payout"
            >
              {withdrawal.status === 'approved' ? t('admin.payOut') : t('admin.details')}
            </Button>
          ) : (
            withdrawal.status === 'approved' && (
              <Text size="xs" c="dimmed">
                {t('admin.financeOnly')}
              </Text>
            )
          )}
        </Group>
      )}
    </div>
  );
}

function StatusList({ status, finance }: { status: WithdrawalStatus; finance: boolean }) {
  const { t } = useTranslation('wallet');
  const list = useAdminWithdrawals(status);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const prompt = useReasonPrompt<AdminWithdrawal>();
  const rejecting = prompt.item;
  const busyId = (approve.isPending && approve.variables) || null;

  const confirmReject = () => {
    const reason = prompt.reason();
    if (!rejecting || !reason) return;
    reject.mutate({ id: rejecting.id, reason }, { onSuccess: prompt.close });
  };

  return (
    <Stack gap="sm" pt="md">
      <InfiniteList query={list} empty={<EmptyState title={t(`admin.none.${status}`)} />}>
        {(items) => (
          <div className={linkRow.list}>
            {items.map((w) => (
              <AdminWithdrawalRow
                key={w.id}
                withdrawal={w}
                busy={busyId === w.id}
                finance={finance}
                onApprove={() => approve.mutate(w.id)}
                onReject={() => prompt.open(w)}
              />
            ))}
          </div>
        )}
      </InfiniteList>

      <ReasonModal
        {...prompt.modal}
        title={t('admin.rejectTitle')}
        text={
          rejecting
            ? t('admin.rejectText', {
                amount: aed(rejecting.amountFils),
                user: rejecting.userName ?? rejecting.bankAccount.holderName,
              })
            : undefined
        }
        label={t('admin.reason')}
        description={t('admin.reasonHint')}
        maxLength={REASON_MAX}
        confirmLabel={t('admin.reject')}
        onConfirm={confirmReject}
        loading={reject.isPending}
      />
    </Stack>
  );
}

/** Admin: withdrawals by status; approve or reject (with a reason) requests, mark approved ones paid. */
export default function AdminWithdrawalsPage() {
  const { t } = useTranslation('wallet');
  const me = useMe();
  const [status, setStatus] = useStatusParam<WithdrawalStatus>(WITHDRAWAL_STATUSES, 'requested');
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const finance = isAdmin && (me.data?.roles.includes('finance') ?? false);

  return (
    <AdminPage
      title={t('admin.title')}
      allowed={isAdmin}
      checking={!me.data}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
    >
      <StatusTabs
        statuses={WITHDRAWAL_STATUSES}
        value={status}
        onChange={setStatus}
        label={(s) => t(`withdrawalStatus.${s}`)}
        testIdPrefix="admin-tab-"
      >
        {(s) => <StatusList status={s} finance={finance} />}
      </StatusTabs>
    </AdminPage>
  );
}
