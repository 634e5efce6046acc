import { Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { overtimeSurchargeFils } from '@souq/shared';
import {
  IconCalendarEvent,
  IconCalendarX,
  IconClockExclamation,
  IconGasStation,
  IconId,
  IconLock,
  IconRoad,
  IconTrafficLights,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { aedWhole } from '../../../lib/format';
import { OVERTIME_EXAMPLE_MINUTES, RENTAL_TERM_SECTIONS } from '../content';
import lease from '../lease.module.css';

const ICONS: Record<(typeof RENTAL_TERM_SECTIONS)[number], ReactNode> = {
  booking: <IconCalendarEvent size={20} aria-hidden />,
  deposit: <IconLock size={20} aria-hidden />,
  licence: <IconId size={20} aria-hidden />,
  fuel: <IconGasStation size={20} aria-hidden />,
  mileage: <IconRoad size={20} aria-hidden />,
  salik: <IconTrafficLights size={20} aria-hidden />,
  overtime: <IconClockExclamation size={20} aria-hidden />,
  cancellation: <IconCalendarX size={20} aria-hidden />,
};

/** Rental terms (spec: carrental): deposit, fuel, mileage, Salik and fines, overtime, cancellation, licences. */
export default function RentalTermsPage() {
  const { t } = useTranslation('lease');
  const section = (id: string, icon: ReactNode) => (
    <Paper key={id} withBorder p="md" radius="md" data-testid={`terms-${id}`}>
      <Stack gap={6}>
        <Title order={2} size="h5" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <ThemeIcon variant="light" size={32} radius="md">
            {icon}
          </ThemeIcon>
          {t(`rentalTerms.${id}.title`)}
        </Title>
        <Text size="sm">{t(`rentalTerms.${id}.text`)}</Text>
      </Stack>
    </Paper>
  );
  return (
    <Page title={t('rentalTerms.title')} back="/" narrow>
      <Stack gap="md">
        <Text c="dimmed">{t('rentalTerms.intro')}</Text>
        {RENTAL_TERM_SECTIONS.map((id) =>
          id === 'overtime' ? (
            <Paper key={id} withBorder p="md" radius="md" data-testid="terms-overtime">
              <Stack gap="sm">
                <Title order={2} size="h5" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <ThemeIcon variant="light" size={32} radius="md">
                    {ICONS.overtime}
                  </ThemeIcon>
                  {t('rentalTerms.overtime.title')}
                </Title>
                <Text size="sm">{t('rentalTerms.overtime.text')}</Text>
                <div className={lease.tableWrap}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('rentalTerms.overtime.late')}</Table.Th>
                        <Table.Th ta="end">{t('rentalTerms.overtime.surcharge')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {OVERTIME_EXAMPLE_MINUTES.map((minutes) => (
                        <Table.Tr key={minutes}>
                          <Table.Td>{t('minutesLate', { count: minutes })}</Table.Td>
                          <Table.Td ta="end">{aedWhole(overtimeSurchargeFils(minutes))}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              </Stack>
            </Paper>
          ) : (
            section(id, ICONS[id])
          ),
        )}
      </Stack>
    </Page>
  );
}
