import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconId, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState, ErrorState, LoadingState } from '../../../components/States';
import { appLanguage } from '../../../lib/i18n';
import { useDrivers } from '../api/drivers';
import { dubaiToday, formatDayKey } from '../dates';

/** Spec rentersList: my driver records, each with its licence and whether it is still valid. */
export default function DriversPage() {
  const { t } = useTranslation('rentals');
  const lang = appLanguage();
  const drivers = useDrivers();
  const today = dubaiToday();
  const add = (
    <PageAction to="/me/drivers/new" data-testid="driver-add">
      {t('drivers.add')}
    </PageAction>
  );
  return (
    <Page title={t('drivers.title')} back="/mine" narrow actions={add}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('drivers.intro')}
        </Text>
        {drivers.isPending && <LoadingState />}
        {drivers.isError && <ErrorState error={drivers.error} onRetry={() => void drivers.refetch()} />}
        {drivers.data?.length === 0 && (
          <EmptyState
            icon={<IconId size={34} />}
            title={t('drivers.none')}
            description={t('drivers.noneText')}
            action={
              <Button component={Link} to="/me/drivers/new" leftSection={<IconPlus size={16} />}>
                {t('drivers.add')}
              </Button>
            }
          />
        )}
        {drivers.data && drivers.data.length > 0 && (
          <div className={linkRow.list} data-testid="driver-list">
            {drivers.data.map((driver) => {
              const expired = driver.licenceExpiryDate < today;
              return (
                <Link
                  key={driver.id}
                  to={`/me/drivers/${encodeURIComponent(driver.id)}`}
                  className={linkRow.row}
                  data-testid="driver-item"
                >
                  <Stack gap={2} className={linkRow.label}>
                    <Text fw={500}>{driver.name}</Text>
                    <Text size="xs" c="dimmed">
                      <span className="ltr">{driver.licenceNumber}</span> · {t(`licenceType.${driver.licenceType}`)}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Badge variant="light" color={expired ? 'red' : 'teal'} size="sm">
                      {expired ? t('drivers.expired') : t('drivers.valid')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {t('drivers.expiresOn', { date: formatDayKey(driver.licenceExpiryDate, lang) })}
                    </Text>
                  </Stack>
                </Link>
              );
            })}
          </div>
        )}
      </Stack>
    </Page>
  );
}
