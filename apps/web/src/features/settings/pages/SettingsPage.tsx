import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { APP_VERSION, type VersionInfo } from '@souq/shared';
import {
  IconFileText,
  IconHeadset,
  IconKey,
  IconLock,
  IconRefresh,
  IconShare,
  IconShieldLock,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../../app/session-flows';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ButtonRow, LinkRow } from '../../../components/LinkRow';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api';
import { useIsLoggedIn } from '../../../lib/session';
import { share } from '../../../lib/share';
import { toast } from '../../../lib/toast';
import { PushSetting } from '../../notifications';
import { getVersion, isUpdateAvailable, VersionChange, versionQueryKey } from '../../version';
import { LanguagePicker } from '../components/LanguagePicker';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={8} component="section">
      <Title order={2} size="h6" c="dimmed" tt="uppercase" px={4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const [logoutOpen, logoutModal] = useDisclosure(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [checking, setChecking] = useState(false);
  const [update, setUpdate] = useState<VersionInfo | null>(null);

  const checkVersion = async () => {
    setChecking(true);
    try {
      const info = await getVersion(undefined, { interactive: true });
      queryClient.setQueryData(versionQueryKey, info);
      if (isUpdateAvailable(info)) setUpdate(info);
      else toast({ kind: 'success', message: t('version.upToDate', { version: APP_VERSION }) });
    } catch (error) {
      toast({ kind: 'error', message: isApiError(error) ? error.message : t('version.failed') });
    } finally {
      setChecking(false);
    }
  };

  const doLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
      logoutModal.close();
    }
  };

  return (
    <Page title={t('title')} back="/mine">
      <Stack gap="xl">
        {loggedIn && (
          <Section title={t('sections.account')}>
            <div className={linkRow.list}>
              <LinkRow
                to="/settings/profile"
                icon={<IconUserEdit size={22} aria-hidden />}
                label={t('items.profile')}
              />
              <LinkRow to="/settings/password" icon={<IconKey size={22} aria-hidden />} label={t('items.password')} />
              <LinkRow
                to="/settings/delete-account"
                icon={<IconTrash size={22} color="var(--mantine-color-red-6)" aria-hidden />}
                label={t('items.deleteAccount')}
              />
            </div>
          </Section>
        )}

        {loggedIn && (
          <Section title={t('sections.notifications')}>
            <PushSetting />
          </Section>
        )}

        <Section title={t('language.title')}>
          <Text size="sm" c="dimmed" px={4}>
            {t('language.hint')}
          </Text>
          <LanguagePicker />
        </Section>

        <Section title={t('sections.about')}>
          <div className={linkRow.list}>
            <ButtonRow
              icon={<IconRefresh size={22} aria-hidden />}
              label={t('items.version')}
              value={checking ? t('version.checking') : <span className="ltr">v{APP_VERSION}</span>}
              onClick={() => void checkVersion()}
              disabled={checking}
              data-testid="version-check"
            />
            <LinkRow
              to="/about/agreement"
              icon={<IconFileText size={22} aria-hidden />}
              label={t('legal:agreement.title')}
            />
            <LinkRow
              to="/about/privacy"
              icon={<IconShieldLock size={22} aria-hidden />}
              label={t('legal:privacy.title')}
            />
            <LinkRow to="/about/terms" icon={<IconLock size={22} aria-hidden />} label={t('legal:terms.title')} />
            <LinkRow to="/contact" icon={<IconHeadset size={22} aria-hidden />} label={t('legal:contact.title')} />
            <ButtonRow
              icon={<IconShare size={22} aria-hidden />}
              label={t('items.share')}
              chevron={false}
              onClick={() =>
                void share({ title: t('common:app.name'), text: t('share.text'), url: window.location.origin })
              }
            />
          </div>
        </Section>

        {loggedIn ? (
          <Button color="red" variant="light" size="md" onClick={logoutModal.open} data-testid="logout-button">
            {t('logout.button')}
          </Button>
        ) : (
          <Button component={Link} to="/login?redirect=%2Fsettings" size="md" data-testid="login-button">
            {t('auth:login.submit')}
          </Button>
        )}
      </Stack>

      <ConfirmModal
        opened={logoutOpen}
        onClose={logoutModal.close}
        title={t('logout.confirmTitle')}
        text={t('logout.confirmText')}
        confirmLabel={t('logout.confirm')}
        onConfirm={() => void doLogout()}
        loading={loggingOut}
        confirmTestId="logout-confirm"
      />

      <Modal opened={update !== null} onClose={() => setUpdate(null)} title={t('version.availableTitle')} centered>
        {update && (
          <Stack gap="sm">
            <VersionChange latest={update.latest} />
            {update.notes && <Text size="sm">{update.notes}</Text>}
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => setUpdate(null)}>
                {t('version.later')}
              </Button>
              <Button onClick={() => void navigate('/new-version')} data-testid="version-open-update">
                {t('version.view')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
