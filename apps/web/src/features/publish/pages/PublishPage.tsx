import { Badge, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCar,
  IconKey,
  IconMessageCircle,
  IconSearch,
  IconTool,
  IconWorldUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';

/** What can be published; a kind without a page yet arrives with its feature. */
const KINDS = [
  { key: 'car', icon: IconCar, to: '/cars/publish' },
  { key: 'exportCar', icon: IconWorldUpload, to: '/cars/publish?kind=export' },
  { key: 'rentalCar', icon: IconKey, to: '/rentals/publish' },
  { key: 'part', icon: IconTool },
  { key: 'moment', icon: IconMessageCircle },
  { key: 'wanted', icon: IconSearch },
  { key: 'job', icon: IconBriefcase },
] as const;

export default function PublishPage() {
  const { t } = useTranslation('home');
  return (
    <Page title={t('publish.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('publish.intro')}</Text>
        <div className="link-list">
          {KINDS.map((kind) => {
            const Icon = kind.icon;
            const label = (
              <span key="label" className="link-row__label">
                <Text fw={500} c={'to' in kind ? undefined : 'dimmed'}>
                  {t(`publish.kinds.${kind.key}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`publish.kinds.${kind.key}.text`)}
                </Text>
              </span>
            );
            return 'to' in kind ? (
              <Link key={kind.key} to={kind.to} className="link-row" data-testid={`publish-${kind.key}`}>
                <Icon size={22} color="var(--mantine-color-indigo-6)" aria-hidden />
                {label}
              </Link>
            ) : (
              <button
                key={kind.key}
                type="button"
                className="link-row"
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
