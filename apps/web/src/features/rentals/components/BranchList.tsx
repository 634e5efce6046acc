import { Anchor, Stack, Text } from '@mantine/core';
import type { RentalBranch } from '@souq/shared';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A map link (OpenStreetMap, no key needed) to a branch's position. */
export function mapLink(branch: Pick<RentalBranch, 'lat' | 'lng'>): string {
  return `https://www.openstreetmap.org/?mlat=${branch.lat}&mlon=${branch.lng}#map=16/${branch.lat}/${branch.lng}`;
}

/** A branch: name, city, address and a link to it on the map. */
export function BranchLine({ branch }: { branch: RentalBranch }) {
  const { t } = useTranslation('rentals');
  return (
    <Stack gap={0} data-testid="branch-line">
      <Text fw={500}>{branch.name}</Text>
      <Text size="sm" c="dimmed">
        {branch.cityName} · {branch.address}
      </Text>
      <Anchor href={mapLink(branch)} target="_blank" rel="noopener noreferrer" size="sm">
        <IconMapPin size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('branches.onMap')}
      </Anchor>
    </Stack>
  );
}

export function BranchList({ branches }: { branches: RentalBranch[] }) {
  return (
    <Stack gap="sm">
      {branches.map((branch) => (
        <BranchLine key={branch.id} branch={branch} />
      ))}
    </Stack>
  );
}
