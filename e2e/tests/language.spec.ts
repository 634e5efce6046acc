import { expect, type Page, test } from '@playwright/test';

/** Opens the app in a language, as a returning visitor who picked it. */
async function openIn(page: Page, lang: string, path: string) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
}

test('Arabic: the phone number reads left to right and lines up on the right, placeholder included', async ({
  page,
}) => {
  await openIn(page, 'ar', '/login');
  const mobile = page.locator('input[type="tel"]');
  await expect(mobile).toBeVisible();
  expect(await mobile.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await mobile.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  // An example number only: Arabic words inside a left-to-right field would be reordered.
  await expect(mobile).toHaveAttribute('placeholder', /^[\d ]+$/);
  await mobile.fill('+971 50 123 4567');
  await expect(mobile).toHaveValue('+971 50 123 4567');
});

test('French and Arabic: the filter button counts filters, not cars', async ({ page }) => {
  await openIn(page, 'fr', '/cars?fuel=petrol&bodyType=suv&priceMin=50000');
  await expect(page.getByTestId('open-filters')).toHaveAttribute('aria-label', 'Ouvrir les filtres (3 actifs)');
  await page.getByTestId('open-filters').click();
  await expect(page.getByTestId('filter-apply')).toHaveText('Voir les voitures (3 filtres)');
  // The price field's unit is the currency as the language writes it.
  await expect(page.getByTestId('filter-drawer').getByText('AED').first()).toBeVisible();

  await openIn(page, 'ar', '/cars?fuel=petrol&bodyType=suv&priceMin=50000');
  await page.getByTestId('open-filters').click();
  const apply = page.getByTestId('filter-apply');
  await expect(apply).toHaveText('تطبيق 3 عوامل تصفية');
  // The whole label fits the button on a phone.
  expect(await apply.locator('.mantine-Button-label').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(
    true,
  );
  await expect(page.getByTestId('filter-drawer').getByText('د.إ.').first()).toBeVisible();
});
