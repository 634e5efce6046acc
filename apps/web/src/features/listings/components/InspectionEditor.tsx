import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { INSPECTION_ITEMS, type InspectionItem, type InspectionResult } from '@souq/shared';
import { useTranslation } from 'react-i18next';
import { listingLabel } from '../labels';
import listingStyles from '../listings.module.css';
import { type MediaFile, ReportFilesField } from './MediaFields';

export interface InspectionDraft {
  enabled: boolean;
  results: Partial<Record<InspectionItem, { result: InspectionResult; note: string }>>;
  files: MediaFile[];
  inspectedAt: string;
  inspector: string;
}

export const EMPTY_INSPECTION: InspectionDraft = {
  enabled: false,
  results: {},
  files: [],
  inspectedAt: '',
  inspector: '',
};

/** The request's inspection from the editor: rated items only, in checklist order; null when off. */
export function inspectionToInput(draft: InspectionDraft) {
  if (!draft.enabled) return null;
  return {
    checklist: INSPECTION_ITEMS.flatMap((item) => {
      const row = draft.results[item];
      return row ? [{ item, result: row.result, note: row.note.trim() || undefined }] : [];
    }),
    fileUploadIds: draft.files.map((f) => f.uploadId),
    inspectedAt: draft.inspectedAt || undefined,
    inspector: draft.inspector.trim() || undefined,
  };
}

/** The inspection report of the publish form (spec: upReport): a result and a note per item, files. */
export function InspectionEditor({
  value,
  onChange,
  error,
}: {
  value: InspectionDraft;
  onChange: (next: InspectionDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation('listings');
  const setRow = (item: InspectionItem, patch: Partial<{ result: InspectionResult | ''; note: string }>) => {
    const current = value.results[item];
    const result = patch.result === undefined ? current?.result : patch.result || undefined;
    const results = { ...value.results };
    if (!result) delete results[item];
    else results[item] = { result, note: patch.note ?? current?.note ?? '' };
    onChange({ ...value, results });
  };
  return (
    <Stack gap="sm" data-testid="inspection-editor">
      <Switch
        checked={value.enabled}
        onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })}
        label={t('inspection.add')}
        description={t('inspection.addHint')}
        data-testid="inspection-toggle"
      />
      {value.enabled && (
        <>
          <div className={listingStyles.formGrid}>
            <TextInput
              type="date"
              label={t('inspection.date')}
              value={value.inspectedAt}
              onChange={(e) => onChange({ ...value, inspectedAt: e.currentTarget.value })}
            />
            <TextInput
              label={t('inspection.inspectorLabel')}
              value={value.inspector}
              maxLength={80}
              onChange={(e) => onChange({ ...value, inspector: e.currentTarget.value })}
            />
          </div>
          <div className={listingStyles.inspectionList}>
            {INSPECTION_ITEMS.map((item) => {
              const row = value.results[item];
              return (
                <div
                  key={item}
                  className={listingStyles.inspectionRow}
                  style={{ flexDirection: 'column', alignItems: 'stretch' }}
                >
                  <Text size="sm" fw={500}>
                    {listingLabel(t, 'inspection.items', item)}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    fullWidth
                    value={row?.result ?? ''}
                    onChange={(v) => setRow(item, { result: v as InspectionResult | '' })}
                    data={[
                      { value: '', label: t('inspection.notChecked') },
                      { value: 'pass', label: listingLabel(t, 'inspection.results', 'pass') },
                      { value: 'attention', label: listingLabel(t, 'inspection.results', 'attention') },
                      { value: 'fail', label: listingLabel(t, 'inspection.results', 'fail') },
                    ]}
                    data-testid={`inspection-${item}`}
                  />
                  {row && (
                    <TextInput
                      size="xs"
                      placeholder={t('inspection.note')}
                      aria-label={t('inspection.noteFor', { item: listingLabel(t, 'inspection.items', item) })}
                      value={row.note}
                      maxLength={140}
                      onChange={(e) => setRow(item, { note: e.currentTarget.value })}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <Text size="sm" fw={500}>
            {t('inspection.files')}
          </Text>
          <ReportFilesField value={value.files} onChange={(files) => onChange({ ...value, files })} />
        </>
      )}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
