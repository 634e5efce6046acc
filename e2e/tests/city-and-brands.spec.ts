import { expect, test } from '@playwright/test';

test('a guest chooses a city, lists ask for it, and the choice survives a reload', async ({ page }) => {
  await page.goto('/city?return=%2Fbrands');
  await expect(page.getByTestId('city-nationwide')).toHaveAttribute('aria-current', 'true');

  // Search finds an area in any language; picking it chooses its city.
  await page.getByTestId('city-search').fill('العين');
  await page.getByTestId('city-result-al-ain').click();
  await expect(page).toHaveURL(/\/brands$/);

  // Every API request now carries the chosen city.
  // (Logo images are plain <img> requests: wait for the API call itself.)
  const request = page.waitForRequest((r) => /\/api\/catalog\/brands(\?|$)/.test(r.url()));
  await page.reload();
  const headers = (await request).headers();
  expect(headers.city).toBe('al-ain');
  expect(headers.isprovence).toBe('0');

  // A whole emirate, then back to nationwide.
  await page.goto('/city');
  await expect(page.getByTestId('hot-city-al-ain')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('emirate-option-sharjah').click();
  const emirate = page.waitForRequest((r) => r.url().includes('/api/regions'));
  await page.goto('/city');
  expect((await emirate).headers()).toMatchObject({ city: 'sharjah', isprovence: '1' });
  await expect(page.getByTestId('emirate-option-sharjah')).toHaveAttribute('aria-current', 'true');
  await page.getByTestId('city-nationwide').click();
  const nationwide = page.waitForRequest((r) => r.url().includes('/api/regions'));
  await page.goto('/city');
  expect((await nationwide).headers().city).toBeUndefined();
});

test('the brand page sends the chosen brand and series back to the page that asked', async ({ page }) => {
  await page.goto('/brands?return=%2Fcars%3Fsort%3Dprice&level=series');
  await page.getByTestId('brand-search').fill('奔驰');
  // A user taps a result once the list shows what was typed: until then the rows move under the finger.
  await expect(page.getByTestId('brand-results')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('brand-results').getByRole('button')).toHaveCount(1);
  await page.getByTestId('brand-option-mercedes-benz').click();
  await page.getByTestId('series-option-mercedes-benz-g-class').click();
  await expect(page).toHaveURL(/\/cars\?sort=price&brandId=mercedes-benz&seriesId=mercedes-benz-g-class$/);
});

test('the city picker speaks Arabic right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
  await page.goto('/city');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('emirate-option-dubai')).toContainText('دبي');
  await expect(page.getByTestId('hot-city-ras-al-khaimah-city')).toContainText('رأس الخيمة');
});
