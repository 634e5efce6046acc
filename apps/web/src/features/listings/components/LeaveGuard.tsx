import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';

/** Asks before leaving a form with unsaved changes (in-app navigation and the back button). */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('listings');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('form.leaveTitle')}
      text={t('form.leaveText')}
      confirmLabel={t('form.leave')}
      onConfirm={() => blocker.proceed?.()}
      confirmTestId="leave-confirm"
    />
  );
}
