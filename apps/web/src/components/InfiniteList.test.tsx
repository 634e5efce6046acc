import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupComponentTests } from '../testing/components';
import { InfiniteList, type PagedQuery } from './InfiniteList';

setupComponentTests({ common: {} }, ['common']);

function query(patch: Partial<PagedQuery<string>>): PagedQuery<string> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isSuccess: false,
    error: null,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...patch,
  };
}

const draw = (items: string[]) => (
  <ul data-testid="items">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('an infinite list', () => {
  it('shows loading while the first page comes', () => {
    renderWithProviders(
      <InfiniteList query={query({ isPending: true })} empty={<p>none</p>}>
        {draw}
      </InfiniteList>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('none')).toBeNull();
  });

  it('shows the error with a retry while nothing was loaded', () => {
    const refetch = vi.fn();
    renderWithProviders(
      <InfiniteList query={query({ isError: true, error: new Error('Boom'), refetch })} empty={<p>none</p>}>
        {draw}
      </InfiniteList>,
    );
    expect(screen.getByText('Boom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the empty state once loaded with no items', () => {
    renderWithProviders(
      <InfiniteList query={query({ isSuccess: true, data: { pages: [{ items: [] }] } })} empty={<p>none</p>}>
        {draw}
      </InfiniteList>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    expect(screen.queryByTestId('items')).toBeNull();
  });

  it('draws the items of every page and loads the next one', () => {
    const fetchNextPage = vi.fn();
    renderWithProviders(
      <InfiniteList
        query={query({
          isSuccess: true,
          data: { pages: [{ items: ['a'] }, { items: ['b'] }] },
          hasNextPage: true,
          fetchNextPage,
        })}
        empty={<p>none</p>}
      >
        {draw}
      </InfiniteList>,
    );
    expect(screen.getByTestId('items').textContent).toBe('ab');
    expect(screen.queryByText('none')).toBeNull();
    fireEvent.click(screen.getByTestId('load-more'));
    expect(fetchNextPage).toHaveBeenCalled();
  });
});
