import { Button } from '@mantine/core';
import { SMS_RESEND_SECONDS, type SmsPurpose } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSendSmsCode } from '../api/send-sms-code';
import { useResendCountdown } from './use-countdown';

export interface SendCodeButtonProps {
  purpose: SmsPurpose;
  /** Validates the mobile field; returns the normalised number, or null (the field shows why). */
  getMobile: () => string | null;
}

/** "Send code", then a 60 s countdown on the button (SMS_RESEND_SECONDS). */
export function SendCodeButton({ purpose, getMobile }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const send = useSendSmsCode();
  const { remaining, start } = useResendCountdown(purpose);

  const onClick = () => {
    const mobile = getMobile();
    if (!mobile) return;
    send.mutate(
      { mobile, purpose },
      {
        onSuccess: (result) => {
          start(result.resendAfterSeconds > 0 ? result.resendAfterSeconds : SMS_RESEND_SECONDS);
          toast({ kind: 'success', message: t('auth:sms.sent') });
        },
      },
    );
  };

  return (
    <Button
      variant="light"
      onClick={onClick}
      loading={send.isPending}
      disabled={remaining > 0}
      miw={120}
      data-testid="send-code-button"
    >
      {remaining > 0 ? t('auth:sms.resendIn', { seconds: remaining }) : t('auth:sms.send')}
    </Button>
  );
}
