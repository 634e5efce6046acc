import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { LANGUAGES, type Language } from '@souq/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appLanguage } from '../../../lib/i18n';
import { switchLanguage } from '../../../lib/language';
import classes from './LanguagePicker.module.css';

/** The seven languages, each in its own name. Choosing one stores it and restarts the app. */
export function LanguagePicker() {
  const { t } = useTranslation('settings');
  const current = appLanguage();
  const choose = (code: Language) => {
    if (code !== current) switchLanguage(code);
  };
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" role="radiogroup" aria-label={t('language.title')}>
      {LANGUAGES.map((lang) => {
        const selected = lang.code === current;
        return (
          <UnstyledButton
            key={lang.code}
            role="radio"
            aria-checked={selected}
            onClick={() => choose(lang.code)}
            data-testid={`language-option-${lang.code}`}
            className={classes.option}
            data-selected={selected || undefined}
          >
            <span lang={lang.code} dir={lang.dir}>
              {lang.name}
            </span>
            {selected && <IconCheck size={18} aria-hidden />}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
