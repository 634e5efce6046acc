import { Anchor, Button, CopyButton, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareText, whatsappWebUrl } from '../../../lib/share';
import { QrCode } from './QrCode';

/** The room link as a QR code, a WhatsApp share and a copy button. */
export function ShareSheet({
  opened,
  onClose,
  url,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  url: string;
  title: string;
}) {
  const { t } = useTranslation('live');
  const text = shareText({ title: t('share.text', { title }), url });
  return (
    <Modal opened={opened} onClose={onClose} title={t('share.title')} centered>
      <Stack align="center" gap="md">
        {opened && <QrCode value={url} alt={t('share.qrAlt')} />}
        <Text size="sm" c="dimmed" ta="center">
          {t('share.scan')}
        </Text>
        <Button
          component="a"
          href={whatsappWebUrl(text)}
          target="_blank"
          rel="noopener"
          color="green"
          leftSection={<IconBrandWhatsapp size={18} />}
          fullWidth
          data-testid="live-share-whatsapp"
        >
          {t('share.whatsapp')}
        </Button>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} />} fullWidth>
              {copied ? t('share.copied') : t('share.copy')}
            </Button>
          )}
        </CopyButton>
        <Anchor href={url} size="xs" dir="ltr">
          {url}
        </Anchor>
      </Stack>
    </Modal>
  );
}
