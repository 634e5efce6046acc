import { Button, Modal, Select, Stack, Textarea } from '@mantine/core';
import { CHAT_LIMITS, REPORT_REASONS, type ReportReason } from '@souq/shared/chat/chat.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { friendCalls } from '../api/friends';

/** Report a user (with the conversation, whose messages are kept for the admins). */
export function ReportModal({
  opened,
  onClose,
  userId,
  conversationId,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  conversationId?: string;
}) {
  const { t } = useTranslation('chat');
  const [reason, setReason] = useState<ReportReason>('scam');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await friendCalls.report({ userId, reason, details: details.trim() || undefined, conversationId });
      toast({ kind: 'success', message: t('menu.reportSent') });
      setDetails('');
      onClose();
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('menu.reportTitle')} centered>
      <Stack>
        <Select
          label={t('menu.reportReason')}
          data={REPORT_REASONS.map((r) => ({ value: r, label: t(`report.${r}`) }))}
          value={reason}
          onChange={(v) => v && setReason(v as ReportReason)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="chat-report-reason"
        />
        <Textarea
          label={t('menu.reportDetails')}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          maxLength={CHAT_LIMITS.reportDetailsMax}
          autosize
          minRows={3}
        />
        <Button color="red" onClick={() => void submit()} loading={busy} data-testid="chat-report-send">
          {t('menu.reportSend')}
        </Button>
      </Stack>
    </Modal>
  );
}
