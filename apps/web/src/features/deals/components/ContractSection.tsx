import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/States';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { dateTime } from '../../wallet';
import { downloadContractPdf, useDealContract, useSignContract } from '../api/contract';

/** The contract (qianhetong / hetong): read it, sign it with a typed name, download the PDF. */
export function ContractSection({ dealId, canSign }: { dealId: string; canSign: boolean }) {
  const { t } = useTranslation('deals');
  const lang = appLanguage();
  const contract = useDealContract(dealId, lang);
  const sign = useSignContract(dealId);
  const [fullName, setFullName] = useState('');
  const [agree, setAgree] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (contract.isPending) return <LoadingState />;
  if (contract.isError) return <ErrorState error={contract.error} onRetry={() => void contract.refetch()} />;
  const c = contract.data;
  const mine = c.myRole ? c.signatures.find((s) => s.role === c.myRole) : undefined;
  const ready = fullName.trim().length >= 2 && agree;

  const submit = async () => {
    try {
      await sign.mutateAsync({ fullName: fullName.trim(), agree: true, textHash: c.textHash, lang });
      toast({ kind: 'success', message: t('contractSection.done') });
    } catch {
      // shown by the API client; CONTRACT_TEXT_CHANGED reloads the text
    } finally {
      setConfirming(false);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadContractPdf(dealId, lang);
    } catch {
      toast({ kind: 'error', message: t('loadError') });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="deal-contract">
      <Title order={2} size="h5">
        {t('contractSection.title')}
      </Title>
      <Paper withBorder p="sm" radius="md">
        <ScrollArea.Autosize mah={320}>
          <Text size="sm" dir={c.dir} style={{ whiteSpace: 'pre-wrap' }} data-testid="deal-contract-text">
            {c.text}
          </Text>
        </ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('contractSection.hash')}: <Code>{c.textHash}</Code>
      </Text>
      {c.frozen && (
        <Text size="xs" c="dimmed">
          {t('contractSection.frozen')}
        </Text>
      )}
      {(['buyer', 'seller'] as const).map((role) => {
        const s = c.signatures.find((x) => x.role === role);
        return (
          <Text size="sm" key={role}>
            {role === 'buyer' ? t('contractSection.buyer') : t('contractSection.seller')}:{' '}
            {s
              ? t('contractSection.signed', { name: s.fullName, date: dateTime(s.signedAt) })
              : t('contractSection.notSigned')}
          </Text>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => void download()}
          data-testid="deal-contract-pdf"
        >
          {t('contractSection.download')}
        </Button>
      </Group>
      {canSign && c.myRole && !mine && (
        <Alert color="indigo" variant="light">
          <Stack gap="sm">
            <TextInput
              label={t('contractSection.fullName')}
              value={fullName}
              maxLength={120}
              onChange={(e) => setFullName(e.currentTarget.value)}
              data-testid="deal-sign-name"
            />
            <Checkbox
              label={t('contractSection.agree')}
              checked={agree}
              onChange={(e) => setAgree(e.currentTarget.checked)}
              data-testid="deal-sign-agree"
            />
            <Button
              leftSection={<IconSignature size={16} />}
              disabled={!ready}
              onClick={() => setConfirming(true)}
              data-testid="deal-sign"
            >
              {t('contractSection.sign')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('contractSection.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('contractSection.confirmBody', { name: fullName.trim() })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('pay.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={sign.isPending} data-testid="deal-sign-confirm">
              {t('contractSection.sign')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
