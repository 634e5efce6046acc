import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { RealtimeBridge } from '../features/notifications/components/RealtimeBridge';
import { useVersion } from '../features/version/api/get-version';
import { isUpdateMandatory } from '../features/version/version';
import { installBackButton } from '../lib/native';
import { toast } from '../lib/toast';
import { FeatureListProvider } from './feature';
import { features } from './features';
import navProgress from './NavProgress.module.css';

/** Watches the version answer: a mandatory update sends every page to /new-version. */
function VersionWatcher() {
  const { data } = useVersion();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isUpdateMandatory(data) && location.pathname !== '/new-version') {
      void navigate('/new-version', { replace: true });
    }
  }, [data, location.pathname, navigate]);
  return null;
}

function BackButton() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(
    () =>
      installBackButton({
        goBack: () => void navigate(-1),
        hint: () => toast({ id: 'press-again', kind: 'info', message: t('common:pressAgainToExit'), autoClose: 1000 }),
      }),
    [navigate, t],
  );
  return null;
}

export function RootShell() {
  const navigation = useNavigation();
  return (
    <FeatureListProvider value={features}>
      <div
        className={navigation.state === 'idle' ? navProgress.bar : `${navProgress.bar} ${navProgress.active}`}
        aria-hidden
      />
      <Outlet />
      <ScrollRestoration />
      <VersionWatcher />
      <RealtimeBridge />
      <BackButton />
    </FeatureListProvider>
  );
}
