import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { LEASE_DOCUMENTS, LEASE_STEPS } from '../content';
import '../format';
import classes from './LeaseTipsPage.module.css';

/** How a long-term lease works (spec: longtermtip): the steps and what to bring. */
export default function LeaseTipsPage() {
  const { t } = useTranslation('lease');
  return (
    <Page title={t('tips.title')} back="/lease" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('tips.intro')}</Text>
        <ol className={classes.steps} data-testid="lease-steps">
          {LEASE_STEPS.map((step, i) => (
            <li key={step} className={classes.step}>
              <span className={classes.number} aria-hidden>
                {i + 1}
              </span>
              <Stack gap={2}>
                <Text fw={700}>{t(`tips.steps.${step}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`tips.steps.${step}.text`)}
                </Text>
              </Stack>
            </li>
          ))}
        </ol>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h5" mb="sm">
            {t('tips.documentsTitle')}
          </Title>
          <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}>
            {LEASE_DOCUMENTS.map((doc) => (
              <List.Item key={doc}>{t(`tips.documents.${doc}`)}</List.Item>
            ))}
          </List>
        </Paper>
        <Group gap="sm">
          <Button component={Link} to="/lease/demand">
            {t('home.submitDemand')}
          </Button>
          <WhatsAppButton variant="filled" />
        </Group>
      </Stack>
    </Page>
  );
}
