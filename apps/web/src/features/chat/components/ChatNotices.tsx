import { Alert, Button, Modal, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '../../../lib/storage';
import { useChat } from '../engine/use-chat';

/** Offline: what I send waits as "sending". */
export function OfflineBanner() {
  const { t } = useTranslation('chat');
  const online = useChat((s) => s.online);
  if (online) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} py={6} data-testid="chat-offline">
      <Text size="sm">{t('offline.banner')}</Text>
    </Alert>
  );
}

const SHOWN_KEY = 'souq-chat-no-idb-shown';

/** Spec section 8: where IndexedDB is missing, say once that offline chat is not available. */
export function NoCacheModal() {
  const { t } = useTranslation('chat');
  const cache = useChat((s) => s.cache);
  const [closed, setClosed] = useState(() => storage.get(SHOWN_KEY) === '1');
  const close = () => {
    storage.set(SHOWN_KEY, '1');
    setClosed(true);
  };
  return (
    <Modal opened={cache === false && !closed} onClose={close} title={t('noCache.title')} centered>
      <Text size="sm">{t('noCache.text')}</Text>
      <Button mt="md" fullWidth onClick={close} data-testid="chat-no-cache-ok">
        {t('noCache.ok')}
      </Button>
    </Modal>
  );
}
