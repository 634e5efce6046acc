import { Button, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatRelativeTime } from '@souq/shared';
import { STATION_BODY_MAX, STATION_TITLE_MAX } from '@souq/shared/notifications/push.schema';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/AdminPage';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMe } from '../../users';
import { useSendStationMessage, useStationMessages } from '../api/station-messages';

/** An admin sends a message from the platform to every user or to one; it lands in their centre and is pushed. */
export default function AdminStationMessagesPage() {
  const { t } = useTranslation('notifications');
  const me = useMe();
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const [audience, setAudience] = useState<'all' | 'user'>('all');
  const [mobile, setMobile] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [route, setRoute] = useState('');
  const send = useSendStationMessage();
  const sent = useStationMessages();
  const now = Date.now();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    send.mutate(
      {
        audience,
        ...(audience === 'user' ? { mobile } : {}),
        title,
        body,
        ...(route.trim() ? { route: route.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t('admin.sent') });
          setTitle('');
          setBody('');
          setRoute('');
        },
      },
    );
  };

  return (
    <AdminPage
      title={t('admin.title')}
      allowed={isAdmin}
      checking={!me.data}
      forbidden={{ title: t('common:admin.forbidden'), text: t('common:admin.forbiddenText') }}
    >
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} data-testid="station-form">
          <Stack gap="sm">
            <SegmentedControl
              value={audience}
              onChange={(v) => setAudience(v === 'user' ? 'user' : 'all')}
              data={[
                { value: 'all', label: t('admin.audienceAll') },
                { value: 'user', label: t('admin.audienceUser') },
              ]}
              aria-label={t('admin.audience')}
              data-testid="station-audience"
            />
            {audience === 'user' && (
              <TextInput
                label={t('admin.mobile')}
                value={mobile}
                onChange={(e) => setMobile(e.currentTarget.value)}
                inputMode="tel"
                dir="ltr"
                required
                data-testid="station-mobile"
              />
            )}
            <TextInput
              label={t('admin.subject')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={STATION_TITLE_MAX}
              required
              data-testid="station-title"
            />
            <Textarea
              label={t('admin.body')}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              maxLength={STATION_BODY_MAX}
              autosize
              minRows={3}
              required
              data-testid="station-body"
            />
            <TextInput
              label={t('admin.route')}
              description={t('admin.routeHint')}
              value={route}
              onChange={(e) => setRoute(e.currentTarget.value)}
              dir="ltr"
              maxLength={200}
              data-testid="station-route"
            />
            <Button
              type="submit"
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
              data-testid="station-send"
            >
              {t('admin.send')}
            </Button>
          </Stack>
        </Paper>

        <Stack gap={8}>
          <Text fw={600} size="sm" c="dimmed">
            {t('admin.recent')}
          </Text>
          {sent.isPending && <LoadingState />}
          {sent.isError && <ErrorState error={sent.error} onRetry={() => void sent.refetch()} />}
          {sent.data && sent.data.items.length === 0 && <EmptyState title={t('admin.empty')} />}
          {sent.data && sent.data.items.length > 0 && (
            <div className={linkRow.list}>
              {sent.data.items.map((m) => (
                <div key={m.id} className={linkRow.row} style={{ display: 'block', paddingBlock: 10 }}>
                  <Text size="sm" fw={600} dir="auto">
                    {m.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2} dir="auto">
                    {m.body}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {m.audience === 'all' ? t('admin.toAll') : t('admin.toOne')} ·{' '}
                    {formatRelativeTime(m.createdAt, now, appLanguage())}
                  </Text>
                </div>
              ))}
            </div>
          )}
        </Stack>
      </Stack>
    </AdminPage>
  );
}
