import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { RentalClaim, RentalClaimStatus } from '@souq/shared';
import { IconCheck, IconGavel, IconMessageReport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/AmountInput';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { isApiError } from '../../../lib/api';
import { aed } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { useClaimAction } from '../api/claims';
import { formatRentalStamp } from '../dates';
import rentalStyles from '../rentals.module.css';
import { Photos } from './Photos';

const COLORS: Record<RentalClaimStatus, string> = {
  open: 'orange',
  disputed: 'red',
  review: 'grape',
  paid: 'teal',
  upheld: 'teal',
  rejected: 'gray',
};

/** The renter answers an open claim: accept (paid from the wallet, after a confirmation) or dispute with a reason. */
function RenterAnswer({ claim }: { claim: RentalClaim }) {
  const { t } = useTranslation('rentals');
  const action = useClaimAction();
  const [open, setOpen] = useState<'accept' | 'dispute' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const windowOpen = Date.parse(claim.respondBy) > Date.now();
  const run = (a: Parameters<typeof action.mutate>[0]['action']) =>
    action.mutate(
      { id: claim.id, action: a },
      {
        onSuccess: () => {
          setOpen(null);
          setError(null);
        },
        onError: (e) => {
          setOpen(null);
          setError(isApiError(e) ? e.message : t('common:states.error'));
        },
      },
    );
  return (
    <Stack gap="xs">
      <Group grow>
        <Button leftSection={<IconCheck size={16} />} onClick={() => setOpen('accept')} data-testid="claim-accept">
          {t('claims.accept')}
        </Button>
        {windowOpen && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconMessageReport size={16} />}
            onClick={() => setOpen('dispute')}
            data-testid="claim-dispute"
          >
            {t('claims.dispute')}
          </Button>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red.7" role="alert" data-testid="claim-error">
          {error}
        </Text>
      )}
      <ConfirmModal
        opened={open === 'accept'}
        onClose={() => setOpen(null)}
        title={t('claims.acceptTitle')}
        text={
          claim.needsAdmin
            ? t('claims.acceptReviewText', { amount: aed(claim.amountFils) })
            : t('claims.acceptText', { amount: aed(claim.amountFils) })
        }
        confirmLabel={t('claims.accept')}
        onConfirm={() => run({ kind: 'accept' })}
        loading={action.isPending}
        confirmTestId="claim-accept-confirm"
      />
      <Modal opened={open === 'dispute'} onClose={() => setOpen(null)} title={t('claims.dispute')} centered>
        <Stack gap="md">
          <Text size="sm">{t('claims.disputeText')}</Text>
          <Textarea
            label={t('claims.disputeReason')}
            maxLength={500}
            autosize
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="claim-dispute-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              disabled={!reason.trim()}
              loading={action.isPending}
              onClick={() => run({ kind: 'dispute', reason: reason.trim() })}
              data-testid="claim-dispute-confirm"
            >
              {t('claims.dispute')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** An admin decides: uphold all or part (charged from the renter's balance, the rest owed) or reject; a reason always. */
function AdminDecision({ claim }: { claim: RentalClaim }) {
  const { t } = useTranslation('rentals');
  const action = useClaimAction();
  const [decision, setDecision] = useState<'uphold' | 'reject' | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!decision) return;
    action.mutate(
      {
        id: claim.id,
        action: {
          kind: 'decide',
          body: { decision, reason: reason.trim(), ...(decision === 'uphold' && amount ? { amount } : {}) },
        },
      },
      {
        onSuccess: () => {
          setDecision(null);
          setError(null);
        },
        onError: (e) => setError(isApiError(e) ? e.message : t('common:states.error')),
      },
    );
  };
  return (
    <>
      <Group grow>
        <Button leftSection={<IconGavel size={16} />} onClick={() => setDecision('uphold')} data-testid="claim-uphold">
          {t('claims.uphold')}
        </Button>
        <Button
          variant="light"
          color="gray"
          leftSection={<IconX size={16} />}
          onClick={() => setDecision('reject')}
          data-testid="claim-reject"
        >
          {t('claims.reject')}
        </Button>
      </Group>
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'uphold' ? t('claims.uphold') : t('claims.reject')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {decision === 'uphold' ? t('claims.upholdText', { amount: aed(claim.amountFils) }) : t('claims.rejectText')}
          </Text>
          {decision === 'uphold' && (
            <AmountInput
              label={t('claims.upholdAmount')}
              description={t('claims.upholdAmountHint', { amount: aed(claim.amountFils) })}
              value={amount}
              onChange={setAmount}
              data-testid="claim-uphold-amount"
            />
          )}
          <TextInput
            label={t('claims.decisionReason')}
            maxLength={500}
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="claim-decision-reason"
          />
          {error && (
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              disabled={!reason.trim()}
              loading={action.isPending}
              onClick={submit}
              data-testid="claim-decision-confirm"
            >
              {decision === 'uphold' ? t('claims.uphold') : t('claims.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * One claim beyond the deposit: what is claimed and why (itemised, with photos), its state, and
 * the actions of whoever looks: the renter answers an open claim, an admin decides a pending one.
 */
export function ClaimCard({ claim, viewer }: { claim: RentalClaim; viewer: 'renter' | 'merchant' | 'admin' }) {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const overdue = claim.status === 'open' && Date.parse(claim.respondBy) <= Date.now();
  const decidable = claim.status === 'disputed' || claim.status === 'review' || overdue;
  return (
    <Paper withBorder p="md" radius="md" data-testid="claim-card" data-status={claim.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{t('claims.amount', { amount: aed(claim.amountFils) })}</Text>
            <Text size="xs" c="dimmed">
              {t('order.title', { no: claim.orderNo })}
            </Text>
          </Stack>
          <Badge color={COLORS[claim.status]} variant="light" data-testid="claim-status" style={{ flexShrink: 0 }}>
            {t(`claims.status.${claim.status}`)}
          </Badge>
        </Group>
        <dl className={rentalStyles.lines}>
          {claim.items.map((item) => (
            <div key={`${item.kind}-${item.amountFils}-${item.note ?? ''}-${item.photos[0]?.uploadId ?? ''}`}>
              <dt>
                {t(`chargeKind.${item.kind}`)}
                {item.note && (
                  <Text size="xs" c="dimmed">
                    {item.note}
                  </Text>
                )}
                <Photos photos={item.photos} />
              </dt>
              <dd>{aed(item.amountFils)}</dd>
            </div>
          ))}
        </dl>
        {claim.status === 'open' && (
          <Text size="sm" c={overdue ? 'red.7' : 'dimmed'}>
            {overdue ? t('claims.overdue') : t('claims.respondBy', { date: formatRentalStamp(claim.respondBy, lang) })}
          </Text>
        )}
        {claim.needsAdmin && !claim.decidedAt && (
          <Text size="sm" c="dimmed">
            {t('claims.needsAdmin')}
          </Text>
        )}
        {claim.disputeReason && (
          <Text size="sm">
            {t('claims.disputedBecause')}: {claim.disputeReason}
          </Text>
        )}
        {(claim.status === 'upheld' || claim.status === 'paid') && (
          <dl className={rentalStyles.lines} data-testid="claim-outcome">
            <div>
              <dt>{t('claims.charged')}</dt>
              <dd>{aed(claim.chargedFils)}</dd>
            </div>
            {claim.owedFils > 0 && (
              <div>
                <dt>{t('claims.owed')}</dt>
                <dd data-testid="claim-owed">{aed(claim.owedFils)}</dd>
              </div>
            )}
          </dl>
        )}
        {claim.decisionReason && (
          <Text size="sm">
            {t('claims.decidedBecause')}: {claim.decisionReason}
          </Text>
        )}
        {viewer === 'renter' && claim.status === 'open' && <RenterAnswer claim={claim} />}
        {viewer === 'admin' && decidable && <AdminDecision claim={claim} />}
      </Stack>
    </Paper>
  );
}
