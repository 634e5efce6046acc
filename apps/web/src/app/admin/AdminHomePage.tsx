import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '../../components/LinkRow';
import linkRow from '../../components/LinkRow.module.css';
import { Page } from '../../components/Page';
import { useAdminLinks } from './AdminLayout';

/** /admin: every admin page of every feature, one row each. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  const links = useAdminLinks();
  return (
    <Page title={t('common:admin.title')} back="/mine">
      <Text c="dimmed" mb="md">
        {t('common:admin.intro')}
      </Text>
      <div className={linkRow.list} data-testid="admin-links">
        {links.map(({ to, labelKey, icon: Icon }) => (
          <LinkRow key={to} to={to} icon={<Icon size={22} aria-hidden />} label={t(labelKey)} />
        ))}
      </div>
    </Page>
  );
}
