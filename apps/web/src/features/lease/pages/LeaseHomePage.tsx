import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconCalculator,
  IconCarSuv,
  IconClipboardText,
  IconFileText,
  IconHelpCircle,
  IconListDetails,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { LeasePerks } from '../components/LeasePerks';
import { WhatsAppButton } from '../components/WhatsAppButton';
import '../format';
import classes from './LeaseHomePage.module.css';

function Tool({ to, icon, label, testId }: { to: string; icon: ReactNode; label: string; testId: string }) {
  return (
    <Link to={to} className={classes.tool} data-testid={testId}>
      {icon}
      <Text fw={600} size="sm">
        {label}
      </Text>
    </Link>
  );
}

/** Long-term lease (spec: longterm): the advertised terms and the way in to everything else. */
export default function LeaseHomePage() {
  const { t } = useTranslation('lease');
  return (
    <Page title={t('title')} back="/">
      <Stack gap="lg">
        <Paper p="lg" radius="lg" className={classes.hero}>
          <Stack gap="sm">
            <Title order={2} className={classes.heroTitle}>
              {t('home.heroTitle')}
            </Title>
            <Text>{t('home.heroText')}</Text>
            <Group gap="sm" mt="xs">
              <Button component={Link} to="/lease/offers" variant="white" data-testid="lease-browse-offers">
                {t('home.browseOffers')}
              </Button>
              <Button
                component={Link}
                to="/lease/demand"
                variant="outline"
                color="white"
                data-testid="lease-demand-link"
              >
                {t('home.submitDemand')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('home.termsTitle')}
          </Title>
          <LeasePerks />
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('home.toolsTitle')}
          </Title>
          <div className={classes.tools}>
            <Tool
              to="/lease/offers"
              icon={<IconCarSuv size={24} aria-hidden />}
              label={t('nav.offers')}
              testId="lease-tool-offers"
            />
            <Tool
              to="/lease/demand"
              icon={<IconClipboardText size={24} aria-hidden />}
              label={t('nav.demand')}
              testId="lease-tool-demand"
            />
            <Tool
              to="/lease/calculator"
              icon={<IconCalculator size={24} aria-hidden />}
              label={t('nav.calculator')}
              testId="lease-tool-calculator"
            />
            <Tool
              to="/lease/loans"
              icon={<IconBuildingBank size={24} aria-hidden />}
              label={t('nav.loans')}
              testId="lease-tool-loans"
            />
            <Tool
              to="/lease/tips"
              icon={<IconListDetails size={24} aria-hidden />}
              label={t('nav.tips')}
              testId="lease-tool-tips"
            />
            <Tool
              to="/lease/faq"
              icon={<IconHelpCircle size={24} aria-hidden />}
              label={t('nav.faq')}
              testId="lease-tool-faq"
            />
            <Tool
              to="/rentals/terms"
              icon={<IconFileText size={24} aria-hidden />}
              label={t('nav.rentalTerms')}
              testId="lease-tool-terms"
            />
          </div>
        </Stack>

        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text fw={700}>{t('home.chatTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('home.chatText')}
            </Text>
            <WhatsAppButton />
          </Stack>
        </Paper>
      </Stack>
    </Page>
  );
}
