import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type Language, listingRejectBody } from '@souq/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { translateIssue } from '../../../lib/forms';
import { useRejectListing } from '../api/car-actions';

export const REJECT_REASON_MAX = 500;

/** Reject with a reason the seller sees: required, at most 500 characters, checked like the API does. */
export function RejectListingModal({
  listing,
  onClose,
  onRejected,
}: {
  listing: { id: string; title: string } | null;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const reject = useRejectListing();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = listing?.id;
  useEffect(() => {
    if (id) {
      setReason('');
      setError(undefined);
    }
  }, [id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!listing) return;
    const parsed = listingRejectBody.safeParse({ reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        translateIssue(
          t as never,
          { path: [], message: issue?.message ?? '', maximum: REJECT_REASON_MAX },
          i18n.language as Language,
        ),
      );
      return;
    }
    reject.mutate(
      { id: listing.id, reason: parsed.data.reason },
      {
        onSuccess: onRejected,
        onError: (err) => setError(isApiError(err) ? (err.fields[0]?.message ?? err.message) : undefined),
      },
    );
  };

  return (
    <Modal opened={!!listing} onClose={onClose} title={t('admin.rejectTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <bdi>{listing?.title}</bdi>
          </Text>
          <Textarea
            label={t('admin.reason')}
            description={t('admin.reasonHint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
            maxLength={REJECT_REASON_MAX}
            autosize
            minRows={3}
            required
            error={error}
            data-autofocus
            data-testid="reject-reason-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-confirm">
              {t('admin.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
