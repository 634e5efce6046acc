import { ActionIcon, TextInput } from '@mantine/core';
import { hasForbiddenCharacters } from '@souq/shared';
import { LIVE_LIMITS } from '@souq/shared/live/live.schema';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { newClientId, sendBarrage } from '../api/send-barrage';

/** The barrage box: 200 characters, no control characters; a failed send keeps its client id for the retry. */
export function BarrageInput({ sessionId, disabled }: { sessionId: string; disabled?: boolean }) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ text: string; clientId: string } | null>(null);
  const trimmed = text.trim();
  const invalid = trimmed.length > LIVE_LIMITS.barrageMaxLength || hasForbiddenCharacters(trimmed);

  const submit = async () => {
    if (!trimmed || invalid || busy) return;
    // The same text again after a failure reuses its id: the server answers the first message once.
    if (pending.current?.text !== trimmed) pending.current = { text: trimmed, clientId: newClientId() };
    setBusy(true);
    try {
      const result = await sendBarrage(sessionId, pending.current.clientId, trimmed);
      if (result.ok) {
        setText('');
        pending.current = null;
      } else {
        toast({ kind: 'error', message: t(`errors:${result.code}`, { defaultValue: t('send.failed') }) });
      }
    } catch {
      // the API client showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextInput
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('send.placeholder')}
        aria-label={t('send.placeholder')}
        maxLength={LIVE_LIMITS.barrageMaxLength}
        disabled={disabled}
        error={invalid ? t('send.invalid') : undefined}
        size="lg"
        rightSectionWidth={50}
        data-testid="live-barrage-input"
        rightSection={
          <ActionIcon
            type="submit"
            size={40}
            variant="filled"
            loading={busy}
            disabled={disabled || !trimmed || invalid}
            aria-label={t('send.button')}
            data-testid="live-barrage-send"
          >
            <IconSend size={20} className="icon-directional" />
          </ActionIcon>
        }
      />
    </form>
  );
}
