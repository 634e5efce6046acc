import { Button, type ButtonProps } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '../../../lib/contact';
import { useLeaseInfo } from '../api/get-lease-info';
import classes from './WhatsAppButton.module.css';

/** Opens a WhatsApp chat with the lease desk, the message prefilled in the user's language. */
export function WhatsAppButton({ message, ...props }: ButtonProps & { message?: string }) {
  const { t } = useTranslation('lease');
  const info = useLeaseInfo();
  const number = info.data?.whatsappNumber;
  return (
    <Button
      component="a"
      href={whatsappChatUrl(number, message ?? t('whatsapp.message')) ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.button}
      leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      disabled={!number}
      data-testid="lease-whatsapp"
      {...props}
    >
      {t('whatsapp.button')}
    </Button>
  );
}
