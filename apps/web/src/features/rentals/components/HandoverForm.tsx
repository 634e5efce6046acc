import { Button, Stack, Text } from '@mantine/core';
import type { Booking } from '@souq/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useBookingAction } from '../api/bookings';
import { ConditionFields, odometerProblem } from './ConditionFields';
import type { UploadedPhoto } from './PhotoUploader';

/** The car is handed over: odometer, fuel and photos at pick-up; the order is Renting. */
export function HandoverForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { t } = useTranslation('rentals');
  const action = useBookingAction(booking.id);
  const [odometer, setOdometer] = useState<string | number>('');
  const [fuel, setFuel] = useState(8);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [odometerError, setOdometerError] = useState<string | null>(null);
  const changeOdometer = (value: string | number) => {
    setOdometer(value);
    // An error shown stays only while the reading is still wrong.
    if (odometerError) {
      const problem = odometerProblem(value, null);
      setOdometerError(problem ? t(problem.key, problem.params) : null);
    }
  };
  const submit = () => {
    setError(null);
    const problem = odometerProblem(odometer, null);
    if (problem) {
      setOdometerError(t(problem.key, problem.params));
      return;
    }
    action.mutate(
      {
        id: booking.id,
        action: {
          kind: 'handover',
          body: {
            odometerKm: Number(odometer),
            fuelEighths: fuel,
            photoUploadIds: photos.map((p) => p.uploadId),
            note: note.trim() || undefined,
          },
        },
      },
      {
        onSuccess: onDone,
        onError: (e) => setError(isApiError(e) ? e.message : t('common:states.error')),
      },
    );
  };
  return (
    <Stack gap="md" data-testid="handover-form">
      <Text size="sm" c="dimmed">
        {t('merchant.handoverIntro')}
      </Text>
      <ConditionFields
        {...{ odometer, odometerError, fuel, setFuel, photos, setPhotos, note, setNote }}
        setOdometer={changeOdometer}
        prefix="handover"
      />
      {error && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
      <Button
        onClick={submit}
        loading={action.isPending}
        leftSection={<IconKey size={18} />}
        data-testid="handover-submit"
      >
        {t('merchant.handoverSubmit')}
      </Button>
    </Stack>
  );
}
