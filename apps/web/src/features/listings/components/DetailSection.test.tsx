import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/shared/src/i18n/locales/en/listings.json';
import { renderWithProviders, setupComponentTests } from '../../../testing/components';
import { DescriptionSection, ShopStatusBadge } from './DetailSection';

setupComponentTests({ listings: en }, ['listings']);

describe("a car's description section", () => {
  it("shows the seller's text as plain text under its title, in its own direction", () => {
    renderWithProviders(<DescriptionSection id="d" description="<b>No markup</b>" testId="desc" />);
    const section = screen.getByRole('region', { name: en.detail.description });
    expect(screen.getByTestId('desc').textContent).toBe('<b>No markup</b>');
    expect(screen.getByTestId('desc').getAttribute('dir')).toBe('auto');
    expect(section.contains(screen.getByTestId('desc'))).toBe(true);
  });

  it('says there is no description when the seller wrote none', () => {
    renderWithProviders(<DescriptionSection id="d" description="" />);
    expect(screen.getByText(en.detail.noDescription)).toBeTruthy();
  });
});

describe("the shop's status on the admin's review", () => {
  it('says whether the shop is verified', () => {
    renderWithProviders(<ShopStatusBadge verified />);
    expect(screen.getByTestId('review-shop-status').textContent).toBe(en.admin.shopVerified);
  });

  it('says when it is not', () => {
    renderWithProviders(<ShopStatusBadge verified={false} size="xs" />);
    expect(screen.getByTestId('review-shop-status').textContent).toBe(en.admin.shopUnverified);
  });
});
