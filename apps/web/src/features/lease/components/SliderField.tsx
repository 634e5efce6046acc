import { Group, Slider, Stack, Text } from '@mantine/core';

/** A labelled slider with its value shown beside the label (the track mirrors in Arabic). */
export function SliderField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  display,
  marks,
  testId,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** The value as shown ("24 months", "20%"). */
  display: string;
  marks?: { value: number; label?: string }[];
  testId: string;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={700} c="indigo.8" data-testid={`${testId}-value`}>
          {display}
        </Text>
      </Group>
      <Slider
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        marks={marks}
        label={null}
        thumbProps={{ 'aria-label': label, 'data-testid': testId } as never}
        mb={marks?.some((m) => m.label) ? 'md' : undefined}
      />
    </Stack>
  );
}
