import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import legalText from '../../../components/LegalText.module.css';

export type LegalDoc = 'agreement' | 'privacy' | 'terms';

interface Section {
  heading: string;
  body: string;
}

/** A legal text from the `legal` namespace: a title, a date line and sections. */
export function LegalDocument({ doc, withTitle = true }: { doc: LegalDoc; withTitle?: boolean }) {
  const { t } = useTranslation('legal');
  const raw = t(`${doc}.sections`, { returnObjects: true }) as unknown;
  const sections = Array.isArray(raw) ? (raw as Section[]) : [];
  return (
    <Stack gap="md" className={legalText.text}>
      {withTitle && <Title order={2}>{t(`${doc}.title`)}</Title>}
      <Text size="sm" c="dimmed">
        {t('updated', { date: t('date') })}
      </Text>
      <Text>{t(`${doc}.intro`)}</Text>
      {sections.map((section) => (
        <section key={section.heading}>
          <Title order={3} size="h5" mb={6}>
            {section.heading}
          </Title>
          <p>{section.body}</p>
        </section>
      ))}
    </Stack>
  );
}
