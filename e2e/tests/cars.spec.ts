import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { PASSWORD, registerByApi } from './support';

/** The seeded demo admin. */
const ADMIN = { e164: '+971500000001', password: 'Dubai2026' };
/** A Toyota VIN with a correct check digit (WMI JTM, model year 2020). */
const VIN = 'JTMHV05J5L4123456';
const ARABIC = /[\u0600-\u06FF]/;

/** Two small photos (64×48 PNG, red and blue) for the car. */
const PHOTOS = [
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsItz/VMYywp+hcEKLNO+FgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBqwWPoCDEkZcDMwAAAABJRU5ErkJggg==',
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsItjJhMbywp+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhZLBHji02ZXeAAAAABJRU5ErkJggg==',
].map((b64, i) => ({ name: `car-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(b64, 'base64') }));

interface Session {
  token: string;
  expiresAt: string;
  user: { id: string };
}

async function login(request: APIRequestContext, mobile: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { mobile, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data;
}

/** A browser context of its own (same viewport as the project unless given), signed in or a guest. */
async function openContext(
  browser: Browser,
  testInfo: TestInfo,
  opts: { session?: Session; lang?: 'en' | 'ar'; width?: number } = {},
): Promise<Page> {
  const viewport = opts.width
    ? { width: opts.width, height: 844 }
    : (testInfo.project.use.viewport ?? { width: 1280, height: 800 });
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    hasTouch: testInfo.project.use.hasTouch,
  });
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem('lang', lang);
      if (session) {
        const s = JSON.parse(session);
        localStorage.setItem('token', s.token);
        localStorage.setItem('tokenExpiresAt', s.expiresAt);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
      }
    },
    [opts.lang ?? 'en', opts.session ? JSON.stringify(opts.session) : ''] as const,
  );
  return context.newPage();
}

/** Picks a city in the regions' picker modal. */
async function pickDubai(page: Page, field: string) {
  await page.getByTestId(field).click();
  await page.getByTestId('hot-city-dubai-city').click();
  await expect(page.getByTestId('hot-city-dubai-city')).toBeHidden();
}

test('a merchant sells a car that a guest finds, favourites and whose shop they follow', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Unique per run and project: the search text (the trim is searchable) and the price.
  const tag = `Q${Date.now().toString(36).toUpperCase()}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const price = 150_000 + Math.floor(Math.random() * 40_000);

  // A fresh merchant, verified by the admin (the shop they open still waits for verification).
  const admin = await login(request, ADMIN.e164, ADMIN.password);
  const mobile = await registerByApi(request);
  const before = await login(request, mobile.e164, PASSWORD);
  const promoted = await request.patch(`/api/admin/users/${before.user.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { roles: ['user', 'merchant'], merchantStatus: 'verified' },
  });
  expect(promoted.ok()).toBe(true);
  const merchant = await login(request, mobile.e164, PASSWORD);
  const seller = await openContext(browser, testInfo, { session: merchant });

  // The merchant opens a shop.
  await seller.goto('/me/shop/open');
  await seller.getByTestId('shop-name').fill(`Marina Motors ${tag}`);
  await pickDubai(seller, 'shop-city');
  await seller.getByTestId('shop-address').fill('Sheikh Zayed Road, Al Quoz 1');
  await seller.getByTestId('shop-licence').fill(`CN-${Date.now() % 10_000_000}`);
  await seller.getByTestId('shop-phone').fill('042345678');
  await seller.getByTestId('shop-submit').click();
  await expect(seller).not.toHaveURL(/\/me\/shop\/open/);

  // ... and publishes a car with two photos.
  await seller.goto('/cars/publish');
  await seller.getByTestId('form-vin').fill(VIN);
  await seller.getByTestId('vin-decode').click();
  await expect(seller.getByTestId('vin-decoded')).toBeVisible();
  await expect(seller.getByTestId('form-year')).toHaveValue('2020');
  // The decoded brand opens the picker at the series.
  await seller.getByTestId('form-vehicle').click();
  await seller.getByTestId('series-option-toyota-land-cruiser').click();
  await seller.locator('[data-testid^="model-option-"]').first().click();
  // The model's facts prefill the details.
  await expect(seller.getByTestId('form-bodyType')).not.toHaveValue('');
  await expect(seller.getByTestId('form-fuel')).not.toHaveValue('');
  await seller.getByTestId('form-trim').fill(tag);
  await seller.getByTestId('form-colour').selectOption('white');
  await seller.getByTestId('form-mileage').fill('42000');
  await seller.getByTestId('form-condition').selectOption('excellent');
  await seller.getByTestId('form-price').fill(String(price));
  await pickDubai(seller, 'form-city');
  await seller.getByTestId('form-description').fill('One owner, full dealer service history. <b>No markup</b>');
  await seller.getByTestId('photo-input').setInputFiles(PHOTOS);
  await expect(seller.locator('[data-testid="photo-tile"][data-uploaded="true"]')).toHaveCount(2);
  await seller.getByTestId('publish-submit').click();
  // The shop is not verified yet: the car waits for review.
  await expect(seller.getByTestId('publish-result')).toHaveAttribute('data-status', 'pending_review');
  await seller.getByTestId('result-view').click();
  const ownerPanel = seller.getByTestId('owner-panel');
  await expect(ownerPanel.getByTestId('listing-status')).toHaveAttribute('data-status', 'pending_review');
  const carUrl = new URL(seller.url()).pathname;

  // The admin opens it from the review queue (no deciding from the list) and approves it on its
  // review page, after the photos, the VIN decode, the report and the seller.
  const reviewer = await openContext(browser, testInfo, { session: admin });
  await reviewer.goto(`/admin/listings?q=${tag}`);
  const row = reviewer.getByTestId('manage-row').filter({ hasText: String(2020) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('review-photos').locator('img')).toHaveCount(2);
  await expect(row.getByTestId('approve-listing')).toHaveCount(0);
  await expect(row.getByTestId('reject-listing')).toHaveCount(0);
  await row.getByTestId('review-listing').click();
  await expect(reviewer).toHaveURL(/\/admin\/listings\/[0-9a-f-]{36}$/);
  const review = reviewer.getByTestId('listing-review');
  await expect(review.getByTestId('gallery-counter')).toHaveText('1/2');
  await expect(review.getByTestId('review-vin-match')).toBeVisible();
  await expect(review.getByTestId('review-no-report')).toBeVisible();
  await expect(review.getByTestId('seller-card')).toBeVisible();
  await expect(review.getByTestId('review-shop-status')).toBeVisible();
  // Reject needs a reason: an empty one is refused in the dialog.
  await review.getByTestId('reject-listing').click();
  await reviewer.getByTestId('reject-confirm').click();
  await expect(reviewer.getByTestId('reject-reason-input')).toHaveAttribute('aria-invalid', 'true');
  await reviewer.keyboard.press('Escape');
  await review.getByTestId('approve-listing').click();
  await expect(review.getByTestId('review-decided')).toBeVisible();
  await expect(review.getByTestId('listing-status').first()).toHaveAttribute('data-status', 'on_sale');
  await reviewer.goto(`/admin/listings?q=${tag}`);
  await expect(reviewer.getByTestId('manage-row')).toHaveCount(0);

  // A guest finds it by search text with filters (brand and price range) and opens it.
  const guest = await openContext(browser, testInfo);
  await guest.goto('/cars');
  await guest.getByTestId('car-search-input').fill(tag);
  await guest.getByTestId('car-search-input').press('Enter');
  await expect(guest).toHaveURL(new RegExp(`q=${tag}`));
  await guest.getByTestId('open-filters').click();
  await guest.getByTestId('filter-vehicle').click();
  await guest.getByTestId('brand-search').fill('Toyota');
  await expect(guest.getByTestId('brand-results')).toHaveAttribute('aria-busy', 'false');
  await guest.getByTestId('brand-option-toyota').click();
  await guest.getByTestId('series-option-toyota-land-cruiser').click();
  await guest.getByTestId('filter-priceMin').fill(String(price - 1000));
  await guest.getByTestId('filter-priceMax').fill(String(price + 1000));
  await guest.getByTestId('filter-apply').click();
  await expect(guest).toHaveURL(/brandId=toyota/);
  await expect(guest).toHaveURL(new RegExp(`priceMin=${price - 1000}`));
  await expect(guest.getByTestId('chip-price')).toBeVisible();
  const card = guest.getByTestId('car-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('listing-status')).toHaveAttribute('data-status', 'on_sale');
  await card.click();
  await expect(guest).toHaveURL(new RegExp(`${carUrl}$`));
  await expect(guest.getByTestId('gallery-counter')).toHaveText('1/2');
  await guest.getByTestId('gallery-next').click();
  await expect(guest.getByTestId('gallery-counter')).toHaveText('2/2');
  await expect(guest.getByTestId('detail-price')).toContainText(String(price).slice(0, 3));
  // Markup in the description is shown as text.
  await expect(guest.getByTestId('detail-description')).toContainText('<b>No markup</b>');
  await expect(guest.getByTestId('seller-card')).toContainText(`Marina Motors ${tag}`);

  // The favourite heart needs a login, which comes back to the car.
  await guest.getByTestId('favourite-button').click();
  await expect(guest).toHaveURL(/\/login\?redirect=/);
  const buyer = await registerByApi(request);
  await guest.locator('input[type="tel"]').fill(buyer.national);
  await guest.locator('input[type="password"]').fill(PASSWORD);
  await guest.getByTestId('login-submit').click();
  await expect(guest).toHaveURL(new RegExp(`${carUrl}$`));
  await guest.getByTestId('favourite-button').click();
  await expect(guest.getByTestId('favourite-button')).toHaveAttribute('aria-pressed', 'true');
  await guest.goto('/me/favourites');
  await expect(guest.getByTestId('car-card')).toHaveCount(1);
  await expect(guest.getByTestId('car-card')).toHaveAttribute('href', carUrl);

  // ... and follows the shop from the seller card.
  await guest.goto(carUrl);
  await guest.getByTestId('seller-link').click();
  await expect(guest).toHaveURL(/\/shops\//);
  await guest.getByTestId('shop-follow').click();
  await expect(guest.getByTestId('shop-follow')).toHaveAttribute('data-following', 'true');

  // The list and the detail once in Arabic at 390 px.
  const arabic = await openContext(browser, testInfo, { lang: 'ar', width: 390 });
  await arabic.goto(`/cars?q=${tag}`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.locator('.page-title')).toHaveText(ARABIC);
  await expect(arabic.getByTestId('car-card')).toHaveCount(1);
  await expect(arabic.getByTestId('listing-status')).toHaveText(ARABIC);
  await arabic.getByTestId('car-card').click();
  await expect(arabic.getByTestId('key-facts')).toContainText(ARABIC);
  await expect(arabic.getByTestId('whatsapp-button')).toHaveText(ARABIC);
  const overflow = await arabic.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
