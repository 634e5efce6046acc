import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is being refused, shown above the reason box. */
  text?: string;
  label: string;
  description?: string;
  maxLength: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  inputTestId?: string;
  confirmTestId?: string;
}

/** A destructive action that needs a reason the other side will see: a text, a reason box, Cancel and a red confirm. */
export function ReasonModal({
  opened,
  onClose,
  title,
  text,
  label,
  description,
  maxLength,
  value,
  error,
  onChange,
  confirmLabel,
  onConfirm,
  loading,
  inputTestId,
  confirmTestId,
}: ReasonModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {text && <Text size="sm">{text}</Text>}
        <Textarea
          label={label}
          description={description}
          autosize
          minRows={3}
          maxLength={maxLength}
          value={value}
          error={error}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={inputTestId}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The state of a refusal that needs a reason (reject a release, a withdrawal, a shop): the item being
 * refused, its reason box, and the required check. `modal` is spread into `ReasonModal`.
 */
export function useReasonPrompt<T>() {
  const { t } = useTranslation();
  const [item, setItem] = useState<T | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => setItem(null);
  return {
    item,
    open: (next: T) => {
      setValue('');
      setError(undefined);
      setItem(next);
    },
    close,
    /** The trimmed reason; null when it is empty (the box then says it is required). */
    reason: (): string | null => {
      const text = value.trim();
      if (!text) setError(t('validation:required'));
      return text || null;
    },
    modal: {
      opened: item !== null,
      onClose: close,
      value,
      error,
      onChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
      inputTestId: 'reject-reason',
      confirmTestId: 'reject-confirm',
    },
  };
}
