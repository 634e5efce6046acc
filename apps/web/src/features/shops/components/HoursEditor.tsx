import { Group, Input, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { type HoursFormDay, weekdayName } from '../hours';
import classes from './HoursEditor.module.css';

/** Opening hours per weekday: a switch for open or closed and the two times (Dubai time). */
export function HoursEditor({
  value,
  onChange,
  error,
}: {
  value: HoursFormDay[];
  onChange: (week: HoursFormDay[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('shops');
  const lang = appLanguage();
  const set = (day: number, patch: Partial<HoursFormDay>) =>
    onChange(value.map((d) => (d.day === day ? { ...d, ...patch } : d)));

  return (
    <Input.Wrapper label={t('form.hours')} description={t('form.hoursHint')} error={error}>
      <div className={classes.editor} data-testid="shop-hours-editor">
        {value.map((d) => {
          const name = weekdayName(d.day, lang);
          return (
            <div key={d.day} className={classes.row}>
              <Switch
                checked={d.open}
                onChange={(e) => set(d.day, { open: e.currentTarget.checked })}
                label={name}
                className={classes.day}
                data-testid={`hours-open-${d.day}`}
              />
              {d.open ? (
                <Group gap={6} wrap="nowrap" className={classes.times}>
                  <TextInput
                    type="time"
                    size="xs"
                    value={d.from}
                    aria-label={t('form.opensAt', { day: name })}
                    onChange={(e) => set(d.day, { from: e.currentTarget.value })}
                    dir="ltr"
                  />
                  <Text size="xs" c="dimmed" aria-hidden>
                    –
                  </Text>
                  <TextInput
                    type="time"
                    size="xs"
                    value={d.to === '24:00' ? '00:00' : d.to}
                    aria-label={t('form.closesAt', { day: name })}
                    onChange={(e) => set(d.day, { to: e.currentTarget.value })}
                    dir="ltr"
                  />
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('hours.closed')}
                </Text>
              )}
            </div>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}
