import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ListingDetail } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import facts from '../../../components/Facts.module.css';
import figures from '../../../components/figures.module.css';
import { kmUnit } from '../../../lib/format';
import { appLanguage } from '../../../lib/i18n';
import { num } from '../format';

const RESULT_COLOR = { pass: 'teal', attention: 'yellow', fail: 'red' } as const;

/** The car's specs and its inspection summary (the car's own words: the listings and catalogue vocabularies). */
export function CarFacts({ car }: { car: ListingDetail }) {
  const { t } = useTranslation(['listings', 'catalog', 'auctions']);
  const rows: [string, string][] = [
    [t('listings:facts.year'), String(car.year)],
    [t('listings:facts.mileage'), `${num(car.mileageKm)} ${kmUnit(appLanguage())}`],
    [t('listings:facts.fuel'), t(`catalog:fuel.${car.fuel}`)],
    [t('listings:facts.transmission'), t(`catalog:transmission.${car.transmission}`)],
    [t('listings:facts.regionalSpec'), t(`catalog:regionalSpec.${car.regionalSpec}`)],
    [t('listings:facts.body'), t(`catalog:body.${car.bodyType}`)],
    [t('listings:facts.colour'), t(`catalog:colour.${car.colour}`)],
    [t('listings:facts.condition'), t(`listings:condition.${car.condition}`)],
    [t('listings:facts.accident'), t(`listings:accident.${car.accidentHistory}`)],
  ];
  const checklist = car.inspection?.checklist ?? [];
  const counts = { pass: 0, attention: 0, fail: 0 };
  for (const item of checklist) counts[item.result] += 1;

  return (
    <Stack gap="md">
      <section>
        <Title order={2} size="h4" mb="xs">
          {t('auctions:lot.specs')}
        </Title>
        <dl className={facts.facts} data-testid="lot-specs">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {car.vin && (
            <div>
              <dt>{t('listings:facts.vin')}</dt>
              <dd className={`ltr ${figures.mono}`}>{car.vin}</dd>
            </div>
          )}
        </dl>
      </section>
      <section data-testid="lot-inspection">
        <Title order={2} size="h4" mb="xs">
          {t('listings:inspection.title')}
        </Title>
        {car.inspection && checklist.length > 0 ? (
          <Stack gap="xs">
            <Group gap="xs">
              {(['pass', 'attention', 'fail'] as const).map((r) => (
                <Badge key={r} color={RESULT_COLOR[r]} variant="light">
                  {t(`listings:inspection.results.${r}`)} · {num(counts[r])}
                </Badge>
              ))}
            </Group>
            {checklist
              .filter((item) => item.result !== 'pass')
              .map((item) => (
                <Text key={item.item} size="sm">
                  <Text span fw={600}>
                    {t(`listings:inspection.items.${item.item}`)}
                  </Text>
                  {': '}
                  {t(`listings:inspection.results.${item.result}`)}
                  {item.note ? ` — ${item.note}` : ''}
                </Text>
              ))}
            <Anchor component={Link} to={`/cars/${car.id}/report`} size="sm" fw={600}>
              {t('listings:inspection.open')}
            </Anchor>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('listings:inspection.none')}
          </Text>
        )}
      </section>
    </Stack>
  );
}
