import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Inspection, InspectionResult } from '@souq/shared';
import { IconAlertTriangle, IconCheck, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { day, mediaUrl } from '../format';
import { listingLabel } from '../labels';
import listingStyles from '../listings.module.css';
import { ZoomViewer } from './ZoomViewer';

const RESULT_STYLE: Record<InspectionResult, { color: string; icon: typeof IconCheck }> = {
  pass: { color: 'teal', icon: IconCheck },
  attention: { color: 'yellow', icon: IconAlertTriangle },
  fail: { color: 'red', icon: IconX },
};

export function ResultIcon({ result }: { result: InspectionResult }) {
  const { t } = useTranslation('listings');
  const { color, icon: Icon } = RESULT_STYLE[result];
  return (
    <ThemeIcon
      color={color}
      variant="light"
      radius="xl"
      size={26}
      aria-label={listingLabel(t, 'inspection.results', result)}
    >
      <Icon size={16} />
    </ThemeIcon>
  );
}

/** The inspection report (spec: reportShow): the checklist with its results, and the report's files. */
export function InspectionReport({ inspection, alt }: { inspection: Inspection; alt: string }) {
  const { t } = useTranslation('listings');
  const [viewer, setViewer] = useState<number | null>(null);
  const images = inspection.files.filter((f) => !f.mime.includes('pdf'));
  const counts = { pass: 0, attention: 0, fail: 0 };
  for (const row of inspection.checklist) counts[row.result] += 1;
  return (
    <Stack gap="sm" data-testid="inspection-report">
      {(inspection.inspectedAt || inspection.inspector) && (
        <Text size="sm" c="dimmed">
          {[
            inspection.inspectedAt ? t('inspection.inspectedAt', { date: day(inspection.inspectedAt) }) : null,
            inspection.inspector ? t('inspection.inspector', { name: inspection.inspector }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {inspection.checklist.length > 0 && (
        <>
          <Group gap="md">
            {(['pass', 'attention', 'fail'] as const).map((r) => (
              <Group gap={6} key={r}>
                <ResultIcon result={r} />
                <Text size="sm">
                  {listingLabel(t, 'inspection.results', r)}: <b>{counts[r]}</b>
                </Text>
              </Group>
            ))}
          </Group>
          <div className={listingStyles.inspectionList}>
            {inspection.checklist.map((row) => (
              <div
                className={listingStyles.inspectionRow}
                key={row.item}
                data-testid="inspection-item"
                data-result={row.result}
              >
                <ResultIcon result={row.result} />
                <div style={{ minInlineSize: 0 }}>
                  <Text size="sm" fw={500}>
                    {listingLabel(t, 'inspection.items', row.item)}
                  </Text>
                  {row.note && (
                    <Text size="xs" c="dimmed" className={listingStyles.description} dir="auto">
                      {row.note}
                    </Text>
                  )}
                </div>
              </div>
            ))}
          </div>
        </>
      )}
      {inspection.files.length > 0 && (
        <div className={listingStyles.fileTiles} data-testid="report-files">
          {inspection.files.map((file) =>
            file.mime.includes('pdf') ? (
              <a
                key={file.uploadId}
                className={listingStyles.fileTile}
                href={mediaUrl(file.url)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="report-pdf"
              >
                <IconFileTypePdf size={32} color="var(--mantine-color-red-7)" aria-hidden />
                <span>{t('inspection.pdf')}</span>
              </a>
            ) : (
              <button
                key={file.uploadId}
                type="button"
                className={listingStyles.fileTile}
                aria-label={t('inspection.openImage')}
                onClick={() => setViewer(images.indexOf(file))}
                data-testid="report-image"
              >
                <img src={mediaUrl(file.thumbUrl ?? file.url)} alt="" loading="lazy" />
              </button>
            ),
          )}
        </div>
      )}
      {viewer !== null && (
        <ZoomViewer
          images={images.map((f) => mediaUrl(f.url))}
          start={viewer}
          alt={alt}
          onClose={() => setViewer(null)}
        />
      )}
    </Stack>
  );
}
