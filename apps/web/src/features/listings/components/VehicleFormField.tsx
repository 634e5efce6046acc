import type { Model } from '@souq/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getModels, VehiclePickerField } from '../../catalog';

export interface VehiclePick {
  brandId: string;
  seriesId: string;
  modelId?: string;
}

/** Brand, series and model of the publish form; `onModel` gets the chosen model's facts to prefill. */
export function VehicleFormField({
  value,
  onChange,
  onModel,
  error,
}: {
  value: VehiclePick;
  onChange: (v: VehiclePick) => void;
  onModel?: (model: Model) => void;
  error?: string;
}) {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  return (
    <VehiclePickerField
      level="model"
      label={t('form.vehicle')}
      required
      value={{ brandId: value.brandId || undefined, seriesId: value.seriesId || undefined, modelId: value.modelId }}
      error={error}
      onChange={(next) => {
        onChange({ brandId: next.brandId ?? '', seriesId: next.seriesId ?? '', modelId: next.modelId });
        const { seriesId, modelId } = next;
        if (!seriesId || !modelId || !onModel) return;
        void queryClient
          .fetchQuery({
            queryKey: ['catalog', 'models', seriesId],
            queryFn: ({ signal }) => getModels(seriesId, signal),
            staleTime: Number.POSITIVE_INFINITY,
          })
          .then((models) => {
            const model = models.items.find((m) => m.id === modelId);
            if (model) onModel(model);
          })
          .catch(() => undefined);
      }}
      data-testid="form-vehicle"
    />
  );
}
