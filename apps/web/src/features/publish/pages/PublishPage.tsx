import { Badge, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconCar, IconKey, IconMessageCircle, IconSearch, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';

const KINDS = [
  { key: 'car', icon: IconCar },
  { key: 'rentalCar', icon: IconKey },
  { key: 'part', icon: IconTool },
  { key: 'moment', icon: IconMessageCircle },
  { key: 'wanted', icon: IconSearch },
  { key: 'job', icon: IconBriefcase },
] as const;

/** What can be published; each kind arrives with its feature, so all are disabled for now. */
export default function PublishPage() {
  const { t } = useTranslation('home');
  return (
    <Page title={t('publish.title')}>
      <Stack gap="md">
        <Text c="dimmed">{t('publish.intro')}</Text>
        <div className="link-list">
          {KINDS.map(({ key, icon: Icon }) => (
            <button
              key={key}
              type="button"
              className="link-row"
              disabled
              aria-disabled="true"
              style={{ cursor: 'not-allowed' }}
            >
              <Icon size={22} color="var(--mantine-color-gray-5)" aria-hidden />
              <span className="link-row__label">
                <Text fw={500} c="dimmed">
                  {t(`publish.kinds.${key}.title`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`publish.kinds.${key}.text`)}
                </Text>
              </span>
              <Badge variant="light" color="gray" size="sm">
                {t('common:states.comingSoon')}
              </Badge>
            </button>
          ))}
        </div>
      </Stack>
    </Page>
  );
}
