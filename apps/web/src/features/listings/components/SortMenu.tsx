import { Button, Menu } from '@mantine/core';
import { LISTING_SORTS, type ListingSort } from '@souq/shared';
import { IconArrowsSort, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listingLabel } from '../labels';
import listingStyles from '../listings.module.css';

/** Newest, price low-high, price high-low, lowest mileage, newest year. */
export function SortMenu({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation('listings');
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={16} aria-hidden />}
          aria-label={t('sort.label', { sort: listingLabel(t, 'sort', value) })}
          data-testid="sort-menu"
          px="sm"
        >
          <span className={listingStyles.hideOnPhone}>{listingLabel(t, 'sort', value)}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LISTING_SORTS.map((sort) => (
          <Menu.Item
            key={sort}
            onClick={() => onChange(sort)}
            rightSection={sort === value ? <IconCheck size={16} aria-hidden /> : null}
            fw={sort === value ? 600 : undefined}
            data-testid={`sort-${sort}`}
          >
            {listingLabel(t, 'sort', sort)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
