import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconCarSuv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../../components/InfiniteList';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { useMyLeaseDemands } from '../api/get-my-lease-demands';
import { DemandSummary } from '../components/DemandSummary';

/** My long-term requests: car demands and offer choices, with where each stands. */
export default function MyLeasePage() {
  const { t } = useTranslation('lease');
  const list = useMyLeaseDemands();
  return (
    <Page
      title={t('mine.title')}
      back="/mine"
      narrow
      actions={<PageAction to="/lease/demand">{t('mine.new')}</PageAction>}
    >
      <Stack gap="md">
        <InfiniteList
          query={list}
          empty={
            <EmptyState
              icon={<IconCarSuv size={34} />}
              title={t('mine.empty')}
              description={t('mine.emptyText')}
              action={
                <Button component={Link} to="/lease">
                  {t('mine.explore')}
                </Button>
              }
            />
          }
        >
          {(items) => (
            <Stack gap="sm" data-testid="lease-my-demands">
              {items.map((demand) => (
                <Paper key={demand.id} withBorder p="md" radius="md" data-testid="lease-my-demand">
                  <Stack gap="xs">
                    <DemandSummary demand={demand} />
                    {demand.quote && (
                      <Text size="xs" c="dimmed">
                        {t('mine.quote', {
                          down: aed(demand.quote.downPaymentFils),
                          total: aed(demand.quote.totalFils),
                        })}
                      </Text>
                    )}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </InfiniteList>
      </Stack>
    </Page>
  );
}
