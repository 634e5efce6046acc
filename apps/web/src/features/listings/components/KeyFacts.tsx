import type { ListingDetail } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { day, km } from '../format';
import { listingLabel, vehicleLabel } from '../labels';
import classes from './KeyFacts.module.css';

/** The car's key facts as a grid of label and value (spec: carInfo). */
export function KeyFacts({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const facts: [string, string, string][] = [
    ['year', t('facts.year'), String(listing.year)],
    ['mileage', t('facts.mileage'), km(listing.mileageKm)],
    ['fuel', t('facts.fuel'), vehicleLabel(t, 'fuel', listing.fuel)],
    ['transmission', t('facts.transmission'), vehicleLabel(t, 'transmission', listing.transmission)],
    ['emission', t('facts.emission'), vehicleLabel(t, 'emission', listing.emissionStandard)],
    ['regionalSpec', t('facts.regionalSpec'), vehicleLabel(t, 'regionalSpec', listing.regionalSpec)],
    ['body', t('facts.body'), vehicleLabel(t, 'body', listing.bodyType)],
    ['colour', t('facts.colour'), vehicleLabel(t, 'colour', listing.colour)],
    [
      'registration',
      t('facts.registrationDate'),
      listing.registrationDate ? day(listing.registrationDate) : t('facts.notRegistered'),
    ],
    ['condition', t('facts.condition'), listingLabel(t, 'condition', listing.condition)],
    ['accident', t('facts.accident'), listingLabel(t, 'accident', listing.accidentHistory)],
    ['kind', t('facts.kind'), listingLabel(t, 'kind', listing.kind)],
  ];
  if (listing.trim) facts.push(['trim', t('facts.trim'), listing.trim]);
  if (listing.vin) facts.push(['vin', t('facts.vin'), listing.vin]);
  return (
    <dl className={classes.facts} data-testid="key-facts">
      {facts.map(([key, label, value]) => (
        <div className={classes.item} key={key} data-testid={`fact-${key}`}>
          <dt>{label}</dt>
          <dd className={key === 'vin' ? 'ltr' : undefined}>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
