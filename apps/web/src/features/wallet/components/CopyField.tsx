import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './CopyField.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes text to the clipboard (Clipboard API); false when the browser refuses or has none. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One labelled value with a copy button; "Copied" (or why not) is said inline beside it, in a
 * polite live region, not in a toast over the page.
 */
export function CopyField({
  label,
  value,
  copyValue,
  display,
  ltr,
  testId,
}: {
  label: string;
  /** What is shown (and copied unless `copyValue` says otherwise); null shows "Not given". */
  value: string | null;
  copyValue?: string;
  display?: ReactNode;
  /** Numbers, IBANs and phone numbers read left to right in every language. */
  ltr?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(copyValue ?? value ?? '');
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ok ? 2000 : 4000);
  };

  return (
    <div className={classes.field} data-testid={testId}>
      <div className={classes.text}>
        <div className={classes.label}>
          <Text size="xs" c="dimmed" component="span">
            {label}
          </Text>
          <Text
            size="xs"
            fw={600}
            component="span"
            c={state === 'failed' ? 'red.7' : 'teal.8'}
            role="status"
            aria-live="polite"
            data-testid={`${testId}-status`}
          >
            {state === 'copied' ? t('payout.copied') : state === 'failed' ? t('payout.copyFailed') : ''}
          </Text>
        </div>
        {value === null ? (
          <Text c="dimmed" size="sm">
            {t('payout.notGiven')}
          </Text>
        ) : (
          <Text
            fw={600}
            className={ltr ? `${classes.value} ${classes.ltr}` : classes.value}
            data-testid={`${testId}-value`}
          >
            {ltr ? <bdi dir="ltr">{display ?? value}</bdi> : <bdi>{display ?? value}</bdi>}
          </Text>
        )}
      </div>
      {value !== null && (
        <Tooltip label={t('payout.copy', { field: label })} withArrow openDelay={400}>
          <ActionIcon
            variant={state === 'copied' ? 'filled' : 'light'}
            color={state === 'copied' ? 'teal' : 'indigo'}
            size="lg"
            radius="md"
            onClick={() => void copy()}
            aria-label={t('payout.copy', { field: label })}
            data-testid={`${testId}-copy`}
          >
            {state === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}
