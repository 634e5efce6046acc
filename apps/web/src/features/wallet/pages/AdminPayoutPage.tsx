import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { BANK_REFERENCE_MAX, filsToDecimalString, markWithdrawalPaidBody } from '@souq/shared';
import { IconCash, IconCircleCheck, IconInfoCircle, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import figures from '../../../components/figures.module.css';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { isApiError } from '../../../lib/api';
import { aed } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { useMe } from '../../users';
import { useWithdrawalPayout } from '../api/get-withdrawal-payout';
import { useMarkWithdrawalPaid } from '../api/mark-withdrawal-paid';
import { CopyField } from '../components/CopyField';
import { WithdrawalStatusBadge } from '../components/WithdrawalRow';
import { dateTime } from '../format';
import { formatIban } from '../iban';
import classes from './AdminPayoutPage.module.css';

const QUEUE = '/admin/withdrawals?status=approved';

/**
 * Finance: everything the bank transfer needs, each with a copy button (the full IBAN, holder,
 * bank, the customer's name and mobile, the amount), then "Mark as paid" with the bank's reference
 * after a confirmation. Other admins are told it is for finance; the API refuses them too.
 */
export default function AdminPayoutPage() {
  const { t } = useTranslation('wallet');
  const { id = '' } = useParams();
  const me = useMe();
  const roles = me.data?.roles ?? [];
  const isFinance = roles.includes('admin') && roles.includes('finance');
  const payout = useWithdrawalPayout(id, isFinance);
  const paid = useMarkWithdrawalPaid();
  const form = useZodForm(markWithdrawalPaidBody, { bankReference: '' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const w = payout.data;

  const forbidden = (me.data && !isFinance) || (isApiError(payout.error) && payout.error.status === 403);
  const missing = isApiError(payout.error) && payout.error.status === 404;

  const confirm = () => {
    if (!w || !confirming) return;
    paid.mutate(
      { id: w.id, bankReference: confirming },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) => {
          if (form.applyServerErrors(error)) setConfirming(null);
        },
      },
    );
  };

  return (
    <Page title={t('payout.title')} back={QUEUE}>
      {!me.data && me.isPending && <LoadingState />}
      {forbidden && (
        <EmptyState
          icon={<IconLock size={34} />}
          title={t('payout.forbidden')}
          description={t('payout.forbiddenText')}
          action={
            <Button component={Link} to={QUEUE} variant="light">
              {t('payout.back')}
            </Button>
          }
        />
      )}
      {isFinance && payout.isPending && <LoadingState />}
      {missing && <EmptyState title={t('admin.none.approved')} />}
      {isFinance && payout.isError && !forbidden && !missing && (
        <ErrorState error={payout.error} onRetry={() => void payout.refetch()} />
      )}
      {isFinance && w && (
        <div className={classes.grid}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" data-testid="payout-view">
              <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
                <div>
                  <Text size="sm" c="dimmed">
                    {t('payout.amount')}
                  </Text>
                  <Text className={figures.big} data-testid="payout-amount-big">
                    {aed(w.amountFils)}
                  </Text>
                </div>
                <WithdrawalStatusBadge status={w.status} />
              </Group>
              <Title order={2} size="h5" mb="xs">
                {t('payout.transfer')}
              </Title>
              <Stack gap={0}>
                <CopyField
                  label={t('payout.iban')}
                  value={w.iban}
                  display={formatIban(w.iban)}
                  ltr
                  testId="payout-iban"
                />
                <CopyField label={t('payout.holder')} value={w.bankAccount.holderName} testId="payout-holder" />
                <CopyField label={t('payout.bank')} value={w.bankAccount.bankName} testId="payout-bank" />
                <CopyField
                  label={t('payout.amount')}
                  value={aed(w.amountFils)}
                  copyValue={filsToDecimalString(w.amountFils)}
                  testId="payout-amount"
                />
              </Stack>
              <Title order={2} size="h5" mt="md" mb="xs">
                {t('payout.recipient')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl" verticalSpacing={0}>
                <CopyField label={t('payout.user')} value={w.userName} testId="payout-user" />
                <CopyField label={t('payout.mobile')} value={w.userMobile} ltr testId="payout-mobile" />
              </SimpleGrid>
              <Group gap={6} mt="sm" c="dimmed" wrap="nowrap">
                <IconShieldLock size={16} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="xs">{t('payout.audited')}</Text>
              </Group>
            </Paper>
          </Stack>
          <div>
            <Paper withBorder radius="md" p="md">
              {w.status === 'approved' && (
                <form onSubmit={form.onSubmit((data) => setConfirming(data.bankReference))} noValidate>
                  <Stack gap="sm">
                    <TextInput
                      label={t('payout.reference')}
                      description={t('payout.referenceHint', { max: BANK_REFERENCE_MAX })}
                      maxLength={BANK_REFERENCE_MAX}
                      autoComplete="off"
                      dir="auto"
                      required
                      data-testid="payout-reference"
                      {...form.getInputProps('bankReference')}
                    />
                    <Button type="submit" color="teal" leftSection={<IconCash size={18} />} data-testid="mark-paid">
                      {t('payout.markPaid')}
                    </Button>
                  </Stack>
                </form>
              )}
              {w.status === 'paid' && (
                <Stack gap={4} data-testid="payout-paid">
                  <Group gap={6} c="teal.8" wrap="nowrap">
                    <IconCircleCheck size={20} aria-hidden />
                    <Text fw={600}>{w.paidAt ? t('payout.paidOn', { date: dateTime(w.paidAt) }) : null}</Text>
                  </Group>
                  {w.bankReference && (
                    <Text size="sm">
                      {t('payout.confirmReference')}:{' '}
                      <bdi className="ltr" data-testid="payout-paid-reference">
                        {w.bankReference}
                      </bdi>
                    </Text>
                  )}
                </Stack>
              )}
              {w.status === 'requested' && (
                <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} p="sm">
                  {t('payout.notApproved')}
                </Alert>
              )}
              {w.status === 'rejected' && (
                <Alert variant="light" color="red" icon={<IconInfoCircle size={18} />} p="sm">
                  {t('payout.rejected')}
                </Alert>
              )}
            </Paper>
          </div>
        </div>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('payout.confirmTitle')} centered>
        {w && (
          <Stack gap="sm">
            <Text size="sm">
              {t('payout.confirmText', {
                amount: `\u2068${aed(w.amountFils)}\u2069`,
                holder: `\u2068${w.bankAccount.holderName}\u2069`,
              })}
            </Text>
            <Text size="sm">
              {t('payout.confirmReference')}:{' '}
              <bdi className="ltr" style={{ fontWeight: 600 }}>
                {confirming}
              </bdi>
            </Text>
            {paid.isError && !(isApiError(paid.error) && paid.error.fields.length > 0) && (
              <Alert color="red" variant="light" p="sm" data-testid="mark-paid-error">
                {paid.error.message}
              </Alert>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('common:actions.cancel')}
              </Button>
              <Button color="teal" loading={paid.isPending} onClick={confirm} data-testid="mark-paid-confirm">
                {t('payout.markPaid')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
