import { Badge, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMessageCircle, IconSearch, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { byOrder, useFeatureList } from '../../../app/feature';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';

/** Kinds whose feature has not arrived yet, shown disabled; each leaves this list with its feature. */
const COMING_SOON = [
  { key: 'part', icon: IconTool },
  { key: 'moment', icon: IconMessageCircle },
  { key: 'wanted', icon: IconSearch },
  { key: 'job', icon: IconBriefcase },
] as const;

export default function PublishPage() {
  const { t } = useTranslation('home');
  const kinds = [...byOrder(useFeatureList().flatMap((f) => f.publish ?? [])), ...COMING_SOON];
  return (
    <Page title={t('publish.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('publish.intro')}</Text>
        <div className={linkRow.list}>
          {kinds.map((kind) => {
            const Icon = kind.icon;
            const label = (
              <span key="label" className={linkRow.label}>
                <Text fw={500} c={'to' in kind ? undefined : 'dimmed'}>
                  {t(`publish.kinds.${kind.key}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`publish.kinds.${kind.key}.text`)}
                </Text>
              </span>
            );
            return 'to' in kind ? (
              <Link key={kind.key} to={kind.to} className={linkRow.row} data-testid={`publish-${kind.key}`}>
                <Icon size={22} color="var(--mantine-color-indigo-6)" aria-hidden />
                {label}
              </Link>
            ) : (
              <button
                key={kind.key}
                type="button"
                className={linkRow.row}
                disabled
                aria-disabled="true"
                style={{ cursor: 'not-allowed' }}
              >
                <Icon size={22} color="var(--mantine-color-gray-5)" aria-hidden />
                {label}
                <Badge variant="light" color="gray" size="sm">
                  {t('common:states.comingSoon')}
                </Badge>
              </button>
            );
          })}
        </div>
      </Stack>
    </Page>
  );
}
