import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import legalText from '../../../components/LegalText.module.css';

/** The two agreements of an order (spec section 5): the car-rental and the reservation agreement. */
export type RentalAgreement = 'rental' | 'reservation';

export const RENTAL_AGREEMENTS: readonly RentalAgreement[] = ['rental', 'reservation'];

interface Section {
  heading: string;
  body: string;
}

/** An agreement's text from the `rentals` namespace: intro and numbered clauses. */
export function AgreementDocument({ doc, withTitle = true }: { doc: RentalAgreement; withTitle?: boolean }) {
  const { t } = useTranslation('rentals');
  const raw = t(`agreements.${doc}.sections`, { returnObjects: true }) as unknown;
  const sections = Array.isArray(raw) ? (raw as Section[]) : [];
  return (
    <Stack gap="md" className={legalText.text} data-testid={`agreement-${doc}`}>
      {withTitle && <Title order={2}>{t(`agreements.${doc}.title`)}</Title>}
      <Text>{t(`agreements.${doc}.intro`)}</Text>
      {sections.map((section, i) => (
        <section key={section.heading}>
          <Title order={3} size="h5" mb={6}>
            {i + 1}. {section.heading}
          </Title>
          <p>{section.body}</p>
        </section>
      ))}
    </Stack>
  );
}
