import { Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { byOrder, useFeatureList } from '../../../app/feature';
import { Page } from '../../../components/Page';
import { LoadingState } from '../../../components/States';

/**
 * Home shows the features' tabs (their `home` entries) in order; the first is the default and has
 * no `?tab=` (rental, the product's headline, then import and used cars).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const tabs = byOrder(useFeatureList().flatMap((f) => f.home ?? []));
  const first = tabs[0];
  const active = tabs.find((tab) => tab.key === params.get('tab')) ?? first;
  return (
    <Page title={t('common:app.name')}>
      {active && (
        <Tabs
          value={active.key}
          onChange={(value) => setParams(value && value !== first?.key ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List grow>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} data-testid={`home-tab-${tab.key}`}>
                {t(tab.labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack mt="md" gap="lg">
            <Suspense fallback={<LoadingState />}>
              <active.Content />
            </Suspense>
          </Stack>
        </Tabs>
      )}
    </Page>
  );
}
