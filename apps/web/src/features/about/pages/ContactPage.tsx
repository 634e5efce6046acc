import { Paper, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';

export const CONTACT = {
  phoneDisplay: '+971 4 000 0000',
  phoneHref: 'tel:+97140000000',
  whatsappHref: 'https://wa.me/97140000000',
  email: 'support@souqmotors.ae',
} as const;

export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('legal:contact.title')} back="/settings">
      <Stack gap="md">
        <Text>{t('legal:contact.intro')}</Text>
        <div className={linkRow.list}>
          <a className={linkRow.row} href={CONTACT.phoneHref} data-testid="contact-phone">
            <IconPhone size={22} color="var(--mantine-color-indigo-7)" aria-hidden />
            <span className={linkRow.label}>{t('legal:contact.phone')}</span>
            <span className={`${linkRow.value} ltr`}>{CONTACT.phoneDisplay}</span>
          </a>
          <a
            className={linkRow.row}
            href={CONTACT.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="contact-whatsapp"
          >
            <IconBrandWhatsapp size={22} color="var(--mantine-color-green-7)" aria-hidden />
            <span className={linkRow.label}>{t('legal:contact.whatsapp')}</span>
            <span className={`${linkRow.value} ltr`}>{CONTACT.phoneDisplay}</span>
          </a>
          <a className={linkRow.row} href={`mailto:${CONTACT.email}`} data-testid="contact-email">
            <IconMail size={22} color="var(--mantine-color-indigo-7)" aria-hidden />
            <span className={linkRow.label}>{t('legal:contact.email')}</span>
            <span className={`${linkRow.value} ltr`}>{CONTACT.email}</span>
          </a>
        </div>
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb={4}>
            {t('legal:contact.hoursTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('legal:contact.hours')}
          </Text>
          <Text fw={600} mt="md" mb={4}>
            {t('legal:contact.addressTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('legal:contact.address')}
          </Text>
        </Paper>
      </Stack>
    </Page>
  );
}
