import { Group, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { currentSubscription, disablePush, enablePush, pushPermission } from '../push-client';

/** The Settings page's switch: push on this device (subscribe) or off (unsubscribe). */
export function PushSetting() {
  const { t } = useTranslation('notifications');
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const permission = pushPermission();

  useEffect(() => {
    let alive = true;
    void currentSubscription().then((sub) => alive && setOn(!!sub && Notification.permission === 'granted'));
    return () => {
      alive = false;
    };
  }, []);

  const toggle = async (next: boolean) => {
    setBusy(true);
    try {
      if (!next) {
        await disablePush();
        setOn(false);
        return;
      }
      const result = await enablePush(appLanguage());
      setOn(result === 'on');
      if (result === 'denied') toast({ kind: 'info', message: t('push.denied') });
      else if (result !== 'on')
        toast({ kind: 'error', message: t(result === 'unsupported' ? 'push.unsupported' : 'push.failed') });
    } finally {
      setBusy(false);
    }
  };

  const hint =
    permission === 'unsupported'
      ? t('push.unsupported')
      : permission === 'denied'
        ? t('push.denied')
        : t('push.settingHint');
  return (
    <Group justify="space-between" wrap="nowrap" px={4} py={8} data-testid="push-setting">
      <div style={{ minInlineSize: 0 }}>
        <Text size="sm">{t('push.settingLabel')}</Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
      <Switch
        checked={on}
        disabled={busy || permission === 'unsupported' || permission === 'denied'}
        onChange={(e) => void toggle(e.currentTarget.checked)}
        aria-label={t('push.settingLabel')}
      />
    </Group>
  );
}
