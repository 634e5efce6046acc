import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  confirmTestId?: string;
}

/** "Are you sure?" for a destructive action: a text, Cancel, and a red confirm button. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  text,
  confirmLabel,
  onConfirm,
  loading,
  confirmTestId,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
