import { Button, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { dubaiIso } from '@souq/shared';
import type { SessionKind } from '@souq/shared/auctions/auctions.schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../../components/AdminPage';
import { AmountInput } from '../../../components/AmountInput';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { CityPickerField } from '../../regions';
import { useAuctionAdmin } from '../admin';
import { useCreateSession } from '../api/create-session';

/** Admins: a new session (title, kind, city, start in Dubai time, lot length, gap, earnest money rule, stream). */
export default function AdminNewSessionPage() {
  const { t } = useTranslation('auctions');
  const admin = useAuctionAdmin();
  const navigate = useNavigate();
  const create = useCreateSession();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<SessionKind>('timed');
  const [cityId, setCityId] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState('');
  const [lotMinutes, setLotMinutes] = useState<number | string>(30);
  const [gapMinutes, setGapMinutes] = useState<number | string>(1);
  const [ratePct, setRatePct] = useState<number | string>(20);
  const [floor, setFloor] = useState('5000');
  const [streamUrl, setStreamUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (title.trim().length < 2) next.title = t('validation:required');
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(startsAt)) next.startsAt = t('validation:required');
    setErrors(next);
    if (Object.keys(next).length) return;
    const [day = '', time = ''] = startsAt.split('T');
    try {
      const session = await create.mutateAsync({
        title: title.trim(),
        kind,
        cityId: cityId ?? undefined,
        startsAt: dubaiIso(day, time),
        lotMinutes: Number(lotMinutes) || 1,
        gapMinutes: Number(gapMinutes) || 0,
        depositRateBps: Math.round((Number(ratePct) || 0) * 100),
        depositFloor: floor || undefined,
        streamUrl: streamUrl.trim() || undefined,
      });
      toast({ kind: 'success', message: t('admin.created') });
      await navigate(`/admin/auctions/sessions/${session.id}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.fields.length) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      } else {
        toast({ kind: 'error', message: (error as Error).message });
      }
    }
  };

  return (
    <AdminPage
      title={t('admin.newSession')}
      back="/admin/auctions"
      allowed={admin.allowed}
      checking={admin.checking}
      forbidden={{ title: t('admin.forbidden'), text: t('admin.forbiddenText') }}
    >
      <Paper withBorder p="lg" radius="md" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('admin.form.title')}
              required
              maxLength={120}
              value={title}
              error={errors.title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              data-testid="session-title"
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('admin.form.kind')}
              </Text>
              <SegmentedControl
                value={kind}
                onChange={(v) => setKind(v as SessionKind)}
                data={[
                  { value: 'timed', label: t('sessionKind.timed') },
                  { value: 'live', label: t('sessionKind.live') },
                ]}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <CityPickerField label={t('admin.form.city')} value={cityId} onChange={setCityId} clearable />
              <TextInput
                type="datetime-local"
                label={t('admin.form.startsAt')}
                description={t('admin.form.dubaiTime')}
                required
                value={startsAt}
                error={errors.startsAt}
                onChange={(e) => setStartsAt(e.currentTarget.value)}
                data-testid="session-starts"
              />
              <NumberInput
                label={t('admin.form.lotMinutes')}
                min={1}
                max={10_080}
                value={lotMinutes}
                onChange={setLotMinutes}
                error={errors.lotMinutes}
              />
              <NumberInput
                label={t('admin.form.gapMinutes')}
                description={t('admin.form.gapHint')}
                min={0}
                max={1_440}
                value={gapMinutes}
                onChange={setGapMinutes}
                error={errors.gapMinutes}
              />
              <NumberInput
                label={t('admin.form.depositRate')}
                min={0}
                max={100}
                decimalScale={2}
                suffix="%"
                value={ratePct}
                onChange={setRatePct}
                error={errors.depositRateBps}
              />
              <AmountInput
                label={t('admin.form.depositFloor')}
                value={floor}
                onChange={setFloor}
                error={errors.depositFloor}
              />
            </SimpleGrid>
            <TextInput
              label={t('admin.form.streamUrl')}
              description={t('admin.form.streamHint')}
              dir="ltr"
              value={streamUrl}
              error={errors.streamUrl}
              onChange={(e) => setStreamUrl(e.currentTarget.value)}
            />
            <Button type="submit" loading={create.isPending} data-testid="session-create">
              {t('admin.form.create')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </AdminPage>
  );
}
