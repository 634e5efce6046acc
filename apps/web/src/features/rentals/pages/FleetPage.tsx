import { ActionIcon, Group, Menu, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { RENTAL_CAR_STATUSES, type RentalCarStatus, type RentalCarSummary } from '@souq/shared';
import {
  IconCar,
  IconDots,
  IconEdit,
  IconEye,
  IconPlayerPause,
  IconPlayerPlay,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { InfiniteList } from '../../../components/InfiniteList';
import linkRow from '../../../components/LinkRow.module.css';
import { Page } from '../../../components/Page';
import { PageAction } from '../../../components/PageAction';
import { EmptyState } from '../../../components/States';
import { aed } from '../../../lib/format';
import { type FleetScope, useDeleteRentalCar, useFleet, useSetRentalCarStatus } from '../api/rental-cars';
import { AvailabilityBadge, CarStatusBadge } from '../components/StatusBadges';
import rentalStyles from '../rentals.module.css';

function FleetRow({
  car,
  scope,
  onRemove,
}: {
  car: RentalCarSummary;
  scope: FleetScope;
  onRemove: (car: RentalCarSummary) => void;
}) {
  const { t } = useTranslation('rentals');
  const status = useSetRentalCarStatus();
  const detail = `/rentals/cars/${encodeURIComponent(car.id)}`;
  return (
    <div className={rentalStyles.orderRow} data-testid="fleet-item" data-car-id={car.id}>
      <Link to={detail} className={rentalStyles.orderThumb} aria-hidden tabIndex={-1}>
        {car.cover ? (
          <img src={car.cover.thumbUrl} alt="" loading="lazy" />
        ) : (
          <Group justify="center" align="center" h="100%">
            <IconCar size={24} color="var(--mantine-color-gray-5)" />
          </Group>
        )}
      </Link>
      <Stack gap={4} className={rentalStyles.orderMain}>
        <Text fw={600} lineClamp={1} component={Link} to={detail} c="inherit" td="none">
          {car.title}
        </Text>
        <Group gap={6}>
          <CarStatusBadge status={car.status} />
          {car.status === 'active' && <AvailabilityBadge availability={car.availability} />}
        </Group>
        <Text size="xs" c="dimmed">
          {aed(car.dailyPriceFils)} {t('list.perDay')} · {car.cityName}
          {scope === 'admin' ? ` · ${car.merchant.name}` : ''}
        </Text>
      </Stack>
      {scope === 'merchant' ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('fleet.actions')} data-testid="fleet-menu">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} />} component={Link} to={detail}>
              {t('fleet.view')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconEdit size={16} />}
              component={Link}
              to={`/merchant/rentals/cars/${encodeURIComponent(car.id)}/edit`}
              data-testid="fleet-edit"
            >
              {t('fleet.edit')}
            </Menu.Item>
            {car.status === 'active' && (
              <Menu.Item
                leftSection={<IconPlayerPause size={16} />}
                onClick={() => status.mutate({ id: car.id, action: 'pause' })}
                data-testid="fleet-pause"
              >
                {t('fleet.pause')}
              </Menu.Item>
            )}
            {car.status === 'paused' && (
              <Menu.Item
                leftSection={<IconPlayerPlay size={16} />}
                onClick={() => status.mutate({ id: car.id, action: 'resume' })}
                data-testid="fleet-resume"
              >
                {t('fleet.resume')}
              </Menu.Item>
            )}
            {car.status !== 'removed' && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onRemove(car)}
                data-testid="fleet-remove"
              >
                {t('fleet.remove')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <ActionIcon variant="subtle" color="gray" component={Link} to={detail} aria-label={t('fleet.view')}>
          <IconEye size={18} />
        </ActionIcon>
      )}
    </div>
  );
}

/** The merchant's fleet (or, for an admin, every rental car): status, availability now and actions. */
export function FleetList({ scope }: { scope: FleetScope }) {
  const { t } = useTranslation('rentals');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = (RENTAL_CAR_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as RentalCarStatus)
    : undefined;
  const q = params.get('q') ?? '';
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const list = useFleet(scope, { status, q: scope === 'admin' ? debounced || undefined : undefined });
  const remove = useDeleteRentalCar();
  const [removing, setRemoving] = useState<RentalCarSummary | null>(null);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const publish = (
    <PageAction to="/rentals/publish" data-testid="fleet-publish">
      {t('fleet.publish')}
    </PageAction>
  );

  return (
    <Page
      title={scope === 'admin' ? t('fleet.adminTitle') : t('fleet.title')}
      back="/mine"
      actions={scope === 'merchant' ? publish : undefined}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          {scope === 'admin' && (
            <TextInput
              style={{ flex: '1 1 220px' }}
              leftSection={<IconSearch size={16} />}
              placeholder={t('fleet.searchPlaceholder')}
              aria-label={t('fleet.search')}
              value={q}
              onChange={(e) => set('q', e.currentTarget.value)}
            />
          )}
          <NativeSelect
            aria-label={t('fleet.statusFilter')}
            value={status ?? ''}
            onChange={(e) => set('status', e.currentTarget.value)}
            data={[
              { value: '', label: t('fleet.allStatuses') },
              ...RENTAL_CAR_STATUSES.map((s) => ({ value: s, label: t(`carStatus.${s}`) })),
            ]}
          />
        </Group>
        <InfiniteList
          query={list}
          empty={
            <EmptyState
              icon={<IconCar size={34} />}
              title={t('fleet.none')}
              description={scope === 'merchant' ? t('fleet.noneText') : undefined}
              action={scope === 'merchant' ? publish : undefined}
            />
          }
        >
          {(items) => (
            <div className={linkRow.list} data-testid="fleet-list">
              {items.map((car) => (
                <FleetRow key={car.id} car={car} scope={scope} onRemove={setRemoving} />
              ))}
            </div>
          )}
        </InfiniteList>
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('fleet.removeTitle')}
        text={t('fleet.removeText', { title: removing?.title ?? '' })}
        confirmLabel={t('fleet.remove')}
        loading={remove.isPending}
        confirmTestId="fleet-remove-confirm"
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Page>
  );
}

export default function FleetPage() {
  return <FleetList scope="merchant" />;
}
