import { ActionIcon, Avatar, Badge, Group, Text } from '@mantine/core';
import type { Consultant } from '@souq/shared';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telUrl, whatsappChatUrl } from '../../../lib/contact';
import classes from './ConsultantCard.module.css';

/** A sales consultant (spec saleList): photo, name, languages, call and WhatsApp buttons. */
export function ConsultantCard({
  consultant,
  shopName,
  actions,
}: {
  consultant: Consultant;
  shopName: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('shops');
  const whatsapp = consultant.whatsapp ?? consultant.mobile;
  return (
    <div className={classes.card} data-testid="consultant">
      <Avatar src={consultant.photoUrl} alt={consultant.name} radius="xl" size={48} color="blue">
        {consultant.name.slice(0, 1)}
      </Avatar>
      <div className={classes.body}>
        <Text fw={600} truncate>
          <bdi>{consultant.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          <span className="ltr">{consultant.mobile}</span>
        </Text>
        {consultant.languages.length > 0 && (
          <Group gap={4} mt={2}>
            {consultant.languages.map((code) => (
              <Badge key={code} size="xs" variant="default">
                {t(`languages.${code}`)}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <Group gap={6} wrap="nowrap">
        {actions ?? (
          <>
            <ActionIcon
              component="a"
              href={telUrl(consultant.mobile) ?? undefined}
              variant="light"
              size="lg"
              radius="xl"
              aria-label={t('contact.callName', { name: consultant.name })}
            >
              <IconPhone size={18} />
            </ActionIcon>
            <ActionIcon
              component="a"
              href={whatsappChatUrl(whatsapp, t('contact.whatsappText', { shop: shopName })) ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="filled"
              color="green"
              size="lg"
              radius="xl"
              aria-label={t('contact.whatsappName', { name: consultant.name })}
              data-testid="consultant-whatsapp"
            >
              <IconBrandWhatsapp size={18} />
            </ActionIcon>
          </>
        )}
      </Group>
    </div>
  );
}
