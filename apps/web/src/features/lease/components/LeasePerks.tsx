import { Paper, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarTime,
  IconCash,
  IconClockHour4,
  IconKey,
  IconReceiptOff,
  IconShieldCheck,
  IconTrendingDown,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LEASE_PERKS } from '../content';
import classes from './LeasePerks.module.css';

const ICONS: Record<(typeof LEASE_PERKS)[number], ReactNode> = {
  upTo3Years: <IconCalendarTime size={22} aria-hidden />,
  downFrom10: <IconTrendingDown size={22} aria-hidden />,
  oneMonth: <IconClockHour4 size={22} aria-hidden />,
  handover: <IconKey size={22} aria-hidden />,
  noFirstPayment: <IconCash size={22} aria-hidden />,
  freeDeposit: <IconShieldCheck size={22} aria-hidden />,
  noHiddenFees: <IconReceiptOff size={22} aria-hidden />,
  nonResidents: <IconWorld size={22} aria-hidden />,
};

export function LeasePerks() {
  const { t } = useTranslation('lease');
  return (
    <div className={classes.perks} data-testid="lease-perks">
      {LEASE_PERKS.map((perk) => (
        <Paper key={perk} withBorder p="md" radius="md" className={classes.perk}>
          <ThemeIcon variant="light" size={40} radius="md">
            {ICONS[perk]}
          </ThemeIcon>
          <Text fw={700}>{t(`perks.${perk}.title`)}</Text>
          <Text size="sm" c="dimmed">
            {t(`perks.${perk}.text`)}
          </Text>
        </Paper>
      ))}
    </div>
  );
}
