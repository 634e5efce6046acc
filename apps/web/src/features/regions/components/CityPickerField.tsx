import { CloseButton, Input, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import pickerField from '../../../components/PickerField.module.css';
import { regionLabel, useRegionIndex } from '../region-index';
import { CityPickerList } from './CityPickerList';

export interface CityPickerFieldProps {
  /** A city or area id, or null/undefined when none is chosen. */
  value?: string | null;
  /** The chosen city or area id (null when cleared). */
  onChange: (cityId: string | null) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Offer a clear button. */
  clearable?: boolean;
  'data-testid'?: string;
}

/** A form control for where something is (publish car, shop address, branches): a city or an area, picked in a modal. */
export function CityPickerField({
  value,
  onChange,
  label,
  description,
  error,
  placeholder,
  required,
  disabled,
  clearable,
  'data-testid': testId = 'city-picker-field',
}: CityPickerFieldProps) {
  const { t } = useTranslation('regions');
  const [opened, setOpened] = useState(false);
  const { index } = useRegionIndex();
  const phone = useMediaQuery('(max-width: 600px)');
  const id = useId();
  const entry = value ? index.get(value) : undefined;
  const text = entry ? regionLabel(entry) : value || '';

  return (
    <>
      <Input.Wrapper label={label} description={description} error={error} required={required} id={id}>
        <Input
          id={id}
          component="button"
          type="button"
          pointer
          disabled={disabled}
          error={!!error}
          onClick={() => setOpened(true)}
          leftSection={<IconMapPin size={18} aria-hidden />}
          rightSection={
            clearable && value && !disabled ? (
              <CloseButton
                size="sm"
                aria-label={t('field.clear')}
                onClick={(e) => {
                  e.stopPropagation();
                  onChange(null);
                }}
              />
            ) : (
              <IconChevronDown size={16} aria-hidden />
            )
          }
          rightSectionPointerEvents={clearable && value ? 'all' : 'none'}
          data-testid={testId}
        >
          <span className={pickerField.value}>
            {text || <span className={pickerField.placeholder}>{placeholder ?? t('field.placeholder')}</span>}
          </span>
        </Input>
      </Input.Wrapper>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('field.modalTitle')}
        fullScreen={phone}
        size="lg"
        keepMounted={false}
      >
        <CityPickerList
          mode="place"
          selectedId={value}
          autoFocus={!phone}
          onPick={(pick) => {
            setOpened(false);
            if (pick.id) onChange(pick.id);
          }}
        />
      </Modal>
    </>
  );
}
