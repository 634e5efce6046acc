import { useTranslation } from 'react-i18next';
import { Page } from '../components/Page';
import { NotFoundState } from '../components/States';

/** Any route the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:notFound.title')} back="/">
      {/* The header already says "Page not found": the view says why, without repeating it. */}
      <NotFoundState title={t('common:notFound.text')} description={null} />
    </Page>
  );
}
