import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatRelativeTime } from '@souq/shared';
import { type ChatReport, REPORT_STATUSES } from '@souq/shared/chat/chat.schema';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/AdminPage';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { EmptyState } from '../../../components/States';
import { StatusTabs, useStatusParam } from '../../../components/StatusTabs';
import { appLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMe } from '../../users';
import { useAdminReports, useResolveReport } from '../api/admin-reports';

type ReportStatus = (typeof REPORT_STATUSES)[number];
type Decision = { report: ChatReport; status: 'resolved' | 'dismissed' };

function ReportList({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('chat');
  const list = useAdminReports(status);
  const resolve = useResolveReport();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const now = Date.now();

  const confirm = () => {
    if (!deciding) return;
    resolve.mutate(
      { reportId: deciding.report.id, status: deciding.status },
      {
        onSuccess: () => {
          toast({ kind: 'success', message: t(`adminReports.done.${deciding.status}`) });
          setDeciding(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm" pt="md">
      <InfiniteList query={list} empty={<EmptyState title={t(`adminReports.empty.${status}`)} />}>
        {(items) => (
          <div className={linkRow.list}>
            {items.map((r) => (
              <div key={r.id} className={linkRow.plainRow} data-testid="admin-report-row">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={600} size="sm">
                      {t('adminReports.reported')}: <bdi>{r.reported.nickname}</bdi>
                    </Text>
                    <Badge variant="light" color={r.reason === 'scam' ? 'red' : 'gray'}>
                      {t(`report.${r.reason}`)}
                    </Badge>
                  </Group>
                  {r.details && (
                    <Text size="sm" dir="auto">
                      {r.details}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('adminReports.by')}: <bdi>{r.reporter.nickname}</bdi> ·{' '}
                    {formatRelativeTime(r.createdAt, now, appLanguage())}
                  </Text>
                  {r.status === 'open' && (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        color="teal"
                        leftSection={<IconCheck size={16} />}
                        onClick={() => setDeciding({ report: r, status: 'resolved' })}
                        data-testid="resolve-report"
                      >
                        {t('adminReports.resolve')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX size={16} />}
                        onClick={() => setDeciding({ report: r, status: 'dismissed' })}
                        data-testid="dismiss-report"
                      >
                        {t('adminReports.dismiss')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </div>
            ))}
          </div>
        )}
      </InfiniteList>
      <ConfirmModal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={deciding ? t(`adminReports.confirm.${deciding.status}.title`) : ''}
        text={
          deciding ? t(`adminReports.confirm.${deciding.status}.text`, { name: deciding.report.reported.nickname }) : ''
        }
        confirmLabel={deciding ? t(`adminReports.${deciding.status === 'resolved' ? 'resolve' : 'dismiss'}`) : ''}
        onConfirm={confirm}
        loading={resolve.isPending}
        confirmTestId="confirm-report-decision"
      />
    </Stack>
  );
}

/** Admins: users' reports of other users (scam, harassment, spam, fake listings), resolved or dismissed. */
export default function AdminReportsPage() {
  const { t } = useTranslation('chat');
  const me = useMe();
  const isAdmin = me.data?.roles.includes('admin') ?? false;
  const [status, setStatus] = useStatusParam<ReportStatus>(REPORT_STATUSES, 'open');
  return (
    <AdminPage
      title={t('adminReports.title')}
      back="/admin"
      allowed={isAdmin}
      checking={!me.data}
      forbidden={{ title: t('common:admin.forbidden'), text: t('common:admin.forbiddenText') }}
    >
      <StatusTabs
        statuses={REPORT_STATUSES}
        value={status}
        onChange={setStatus}
        label={(s) => t(`adminReports.status.${s}`)}
        testIdPrefix="admin-reports-tab-"
      >
        {(s) => <ReportList status={s} />}
      </StatusTabs>
    </AdminPage>
  );
}
