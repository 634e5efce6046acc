import { IconArrowUpFromArc } from '@tabler/icons-react';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupComponentTests } from '../testing/components';
import { PageAction } from './PageAction';

setupComponentTests({}, ['common']);

describe('page action', () => {
  it('is a link with a plus when it has a destination, keeping its test id', () => {
    renderWithProviders(
      <MemoryRouter>
        <PageAction to="/me/drivers/new" data-testid="driver-add">
          Add
        </PageAction>
      </MemoryRouter>,
    );
    const link = screen.getByTestId('driver-add');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/me/drivers/new');
    expect(link.textContent).toBe('Add');
    expect(link.querySelector('svg.tabler-icon-plus')).not.toBeNull();
  });

  it('is a button running onClick without one, and takes another icon', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <PageAction onClick={onClick} icon={<IconArrowUpFromArc size={16} />} data-testid="act">
        Withdraw
      </PageAction>,
    );
    const button = screen.getByTestId('act');
    expect(button.tagName).toBe('BUTTON');
    expect(button.querySelector('svg.tabler-icon-arrow-up-from-arc')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
