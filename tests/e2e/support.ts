import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { BookedShipment, PricingSearchAnswer } from '../../src/shared/booking';
import { addDays } from '../../src/shared/flights';
import type { UserBalance } from '../../src/shared/finance';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-facts';

export { DEMO_PASSWORD };

/** Signs in through the API (sets the session cookie in the context), for tests about other things. */
export async function signInByApi(context: BrowserContext, baseURL: string, email: string): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/login`, { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.status(), `login as ${email}`).toBe(200);
}

/** Signs in through the login form, as a user does. */
export async function signInByForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/Логин|Login/).fill(email);
  await page.getByLabel(/^(Пароль|Password)/).fill(password);
  await page.getByRole('button', { name: /^(Войти|Sign in)$/ }).last().click();
}

/** Sets language and theme cookies before the first page loads (section 4). */
export async function useLanguage(context: BrowserContext, baseURL: string, language: 'ru' | 'en'): Promise<void> {
  await context.addCookies([{ name: 'defaultLanguage', value: language, url: baseURL }]);
}

export const uniqueEmail = (prefix: string): string => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

/**
 * Types into a look-up until the option is offered, then picks it. On a busy machine the form may
 * still be settling when typing starts, so it types again until the option shows.
 */
export async function pickLookup(page: Page, name: string | RegExp, typed: string, option: RegExp): Promise<void> {
  const box = typeof name === 'string' ? page.getByRole('combobox', { name, exact: true }) : page.getByRole('combobox', { name }).first();
  const choice = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    await box.click();
    await box.fill(typed);
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/** A client's main balance in minor units, as the header's call answers it. */
export async function agentBalance(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/balance/user');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as UserBalance[])[0]!.money.amount;
}

/**
 * Rubles as the page writes them in Russian, "1 254 300,50 ₽" with narrow spaces; the header's
 * shorter form leaves out the kopecks of a whole amount.
 */
export const rubles = (minor: number, { short = false } = {}): RegExp => {
  const [whole, kopecks] = (Math.abs(minor) / 100).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]');
  const fraction = short && kopecks === '00' ? '(,00)?' : `,${kopecks}`;
  return new RegExp(`${minor < 0 ? '-' : ''}${grouped}${fraction}[\\s\\u00a0]?₽`);
};

const CARGO = { pieces: 4, weight: 200, volume: 0.8 };

/** Books NJC → UFA for the agent some days ahead through the API: the shipment as answered. */
export async function bookAhead(request: APIRequestContext): Promise<BookedShipment> {
  for (let days = 4; days < 14; days++) {
    const search = await request.get(`/api/pricing/search?departure=NJC&arrival=UFA&date=${addDays(new Date().toISOString().slice(0, 10), days)}&days=0&pieces=${CARGO.pieces}&weight=${CARGO.weight}&volume=${CARGO.volume}`);
    expect(search.ok(), await search.text()).toBe(true);
    const variant = ((await search.json()) as PricingSearchAnswer).variants.find((one) => one.capacity === 'free' && one.price);
    if (!variant) continue;
    // A number a parallel story took is skipped: a few tries down the stock.
    const stock = (await (await request.get('/api/autocomplete/awbBlank?q=298&limit=50')).json()) as { value: string }[];
    for (const { value: awb } of stock.slice(0, 8)) {
      const answer = await request.post('/api/bookings', { data: { variantId: variant.id, awb, cargoName: 'Spare parts', ...CARGO } });
      if (answer.status() === 400) continue;
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as BookedShipment;
    }
  }
  throw new Error('nothing NJC → UFA to book in the days ahead');
}

/**
 * Opens a search of NJC → UFA (the page `address` gives for a date) on the days ahead until a
 * connection through Tyumen with room is offered: its card.
 */
export async function connectionWithRoom(page: Page, address: (date: string) => string) {
  for (let offset = 3; offset < 12; offset++) {
    await page.goto(address(new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)));
    const variants = page.getByTestId('variant');
    const none = page.getByRole('status').filter({ hasText: 'В этот день рейсов нет' });
    await expect(variants.first().or(none.first())).toBeVisible({ timeout: 20_000 });
    const free = variants.filter({ has: page.getByTestId('capacity').filter({ hasText: 'Есть места' }) }).filter({ hasText: 'NJC → TJM → UFA' });
    if (await free.count()) return free.first();
  }
  throw new Error('no variant with room in the days ahead');
}
