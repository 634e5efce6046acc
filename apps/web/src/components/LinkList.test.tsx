import { IconCar, IconHeart } from '@tabler/icons-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkList } from './LinkList';

afterEach(cleanup);

describe('link list', () => {
  it('draws a link a row, leaves out the rows that are false and puts its children last', () => {
    render(
      <MemoryRouter>
        <LinkList
          testId="links"
          items={[
            { to: '/me/cars', icon: IconCar, label: 'My cars', value: '3', testId: 'my-cars' },
            false,
            { to: '/me/favourites', icon: IconHeart, label: 'Favourites' },
          ]}
        >
          <span data-testid="last">Last</span>
        </LinkList>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/me/cars', '/me/favourites']);
    expect(screen.getByTestId('my-cars').textContent).toBe('My cars3');
    expect(screen.getByTestId('links').lastElementChild).toBe(screen.getByTestId('last'));
  });
});
