import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { WhatsAppButton } from '../components/WhatsAppButton';
import { LEASE_FAQ } from '../content';
import '../format';

/** FAQ of the long-term lease. */
export default function LeaseFaqPage() {
  const { t } = useTranslation('lease');
  return (
    <Page title={t('faq.title')} back="/lease" narrow>
      <Stack gap="lg">
        <Text c="dimmed">{t('faq.intro')}</Text>
        <Accordion variant="separated" radius="md" data-testid="lease-faq">
          {LEASE_FAQ.map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control data-testid={`faq-${id}`}>{t(`faq.items.${id}.q`)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`faq.items.${id}.a`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Stack gap="xs">
          <Text fw={600}>{t('faq.more')}</Text>
          <Group gap="sm">
            <WhatsAppButton />
            <Button component={Link} to="/lease/demand" variant="light">
              {t('home.submitDemand')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Page>
  );
}
