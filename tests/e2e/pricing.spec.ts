import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickLookup, signInByApi, signInByForm } from './support';

// The pricing search as clients use it (issue 16): an agent lands on it after signing in, searches
// Nizhnevartovsk to Ufa (only through Tyumen), moves the strip of dates, picks a day, reads a
// variant's breakdown and shares it; whoever opens the link reads the public fare. A new client
// sees the schedule without prices and the way to a contract. The seeded month closes and cancels
// a few legs at random, so the assertions look for a day of the strip that flies rather than one date.

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ruDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
/** "12 966,16 ₽" (Russian, with narrow or non-breaking spaces) in kopecks. */
const kopecks = (text: string): number => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

const strip = (page: Page) => page.getByRole('group', { name: 'Даты вылета' });
const chosenDay = (page: Page) => strip(page).getByRole('button', { pressed: true });

/** A day of the strip with a priced variant, other than the chosen one: its date. */
async function otherPricedDay(page: Page): Promise<string> {
  const priced = strip(page).getByRole('button', { pressed: false, name: /от .+₽/ });
  await expect(priced.first()).toBeVisible();
  return (await priced.first().getAttribute('data-date'))!;
}

/** The amounts of a quote's lines and its total row. */
async function linesAndTotal(table: Locator): Promise<{ lines: number[]; total: number }> {
  const rows = table.getByRole('row');
  const count = await rows.count();
  const amounts: number[] = [];
  // The header first, the total last; the amount is the fifth cell.
  for (let i = 1; i < count; i++) amounts.push(kopecks(await rows.nth(i).getByRole('cell').nth(4).innerText()));
  return { lines: amounts.slice(0, -1), total: amounts.at(-1)! };
}

test.describe('an agent', () => {
  test('searches a route through a transfer point, moves the strip, reads a breakdown and shares a variant', async ({ page, context, browser, baseURL }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const date = day(4);

    // Users with shipment.create land on the search.
    await page.goto('/login');
    await signInByForm(page, 'agent@demo.test');
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск цен' })).toBeVisible();

    await pickLookup(page, /^Откуда/, 'NJC', /^NJC /);
    await pickLookup(page, /^Куда/, 'UFA', /^UFA /);
    const dateBox = page.getByPlaceholder('дд.мм.гггг');
    await dateBox.fill(ruDay(date));
    await dateBox.press('Tab');
    await page.getByRole('textbox', { name: /^Мест/ }).fill('2');
    await page.getByRole('textbox', { name: /^Вес, кг/ }).fill('120');
    await page.getByRole('button', { name: 'Найти' }).click();

    // The search is in the address; the strip shows seven days around the date, the date chosen.
    await expect(page).toHaveURL(new RegExp(`/pricing\\?departure=NJC&arrival=UFA&date=${date}&pieces=2&weight=120$`));
    await expect(strip(page).getByRole('button')).toHaveCount(9);
    await expect(chosenDay(page)).toHaveAttribute('data-date', date);
    await expect(strip(page).getByTestId('strip-day').first()).toHaveAttribute('data-date', day(1));

    // Another day that flies: its variants go through Tyumen, each with its legs, room and price.
    const other = await otherPricedDay(page);
    await strip(page).locator(`[data-date="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`date=${other}`));
    await expect(chosenDay(page)).toHaveAttribute('data-date', other);
    const variants = page.getByRole('list', { name: 'Варианты' }).getByTestId('variant');
    await expect(variants.first()).toBeVisible();
    const first = variants.first();
    await expect(first).toContainText('NJC → TJM → UFA');
    await expect(first.getByTestId('transfer')).toContainText(/^Пересадка в TJM: (\d+ ч)? ?(\d+ мин)?$/);
    await expect(first.getByTestId('leg')).toHaveCount(2);
    await expect(first.getByTestId('capacity')).toHaveText(/Есть места|Мест мало/);
    await expect(first.getByTestId('variant-total')).toHaveText(/^[\d\s\u00a0\u202f]+,\d\d\s?₽$/);
    const total = kopecks(await first.getByTestId('variant-total').innerText());

    // The breakdown: every line, and they add up to the variant's total.
    await first.getByRole('button', { name: 'Расшифровка' }).click();
    const dialog = page.getByRole('dialog');
    const lines = dialog.getByRole('table', { name: 'Строки цены' });
    await expect(lines.getByRole('row', { name: /^Провозная плата WT/ })).toBeVisible();
    const breakdown = await linesAndTotal(lines);
    expect(breakdown.lines.reduce((sum, amount) => sum + amount, 0)).toBe(breakdown.total);
    expect(breakdown.total).toBe(total);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(dialog).toHaveCount(0);

    // The arrows move the strip by its width, and Back returns to the day before.
    await strip(page).getByRole('button', { name: 'Следующие дни' }).click();
    const later = new Date(Date.parse(`${other}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`date=${later}`));
    await expect(chosenDay(page)).toHaveAttribute('data-date', later);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`date=${other}`));
    await expect(chosenDay(page)).toHaveAttribute('data-date', other);
    // A reload keeps the search and its form.
    await page.reload();
    await expect(chosenDay(page)).toHaveAttribute('data-date', other);
    await expect(page.getByRole('textbox', { name: /^Вес, кг/ })).toHaveValue('120');

    // The shareable link, opened by someone not signed in: the variant as made, at the public fare.
    await variants.first().getByRole('button', { name: 'Ссылка' }).click();
    await expect(page.getByText('Ссылка на вариант скопирована', { exact: true })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/pricing/[A-Za-z0-9_-]{22}$`));
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`NJC → TJM → UFA, ${ruDay(other)}`);
    await expect(visitor.getByTestId('public-fare')).toContainText('Цена по публичному тарифу');
    await expect(visitor.getByTestId('variant-now')).toContainText(/Цена действует|Цена изменилась|Мест нет|Рейс больше не продаётся/);
    const shared = await linesAndTotal(visitor.getByRole('table', { name: 'Строки цены' }));
    expect(shared.lines.reduce((sum, amount) => sum + amount, 0)).toBe(shared.total);
    // The public page has no cabinet around it: no menu, a way to sign in.
    await expect(visitor.getByRole('navigation')).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Войти' }).or(visitor.getByRole('button', { name: 'Войти' }))).toBeVisible();
    await anonymous.close();
  });

  test('gives the volume by dimensions, and is told when the contract does not sell from the departure', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'agent@demo.test');
    const date = day(5);
    await page.goto(`/pricing?departure=NJC&arrival=UFA&date=${date}&pieces=2&weight=120`);
    await expect(chosenDay(page)).toHaveAttribute('data-date', date);

    // Two pieces of 120 × 80 × 60 cm: 1.152 m³, charged as 192 kg (6,000 cm³ a kilogram).
    await page.getByRole('radio', { name: 'Габариты' }).check();
    const sizes = page.getByRole('group', { name: 'Габариты мест, см' });
    await sizes.getByRole('textbox', { name: 'Мест, строка 1' }).fill('3');
    await sizes.getByRole('textbox', { name: 'Длина, строка 1' }).fill('120');
    await sizes.getByRole('textbox', { name: 'Ширина, строка 1' }).fill('80');
    await sizes.getByRole('textbox', { name: 'Высота, строка 1' }).fill('60');
    await page.getByRole('button', { name: 'Найти' }).click();
    // The rows must hold the shipment's pieces.
    await expect(sizes.getByRole('alert')).toHaveText('В строках мест: 3, а в отправке: 2');
    await sizes.getByRole('textbox', { name: 'Мест, строка 1' }).fill('2');
    await expect(sizes).toContainText('Объём: 1,152 м³, мест: 2');
    const searched = page.waitForResponse((answer) => answer.url().includes('/api/pricing/search') && answer.url().includes('volume=1.152'));
    await page.getByRole('button', { name: 'Найти' }).click();
    await searched;
    await expect(page).toHaveURL(/dims%5B%5D=2x120x80x60|dims\[\]=2x120x80x60/);
    await expect(page.getByRole('region', { name: 'Результаты поиска' })).toHaveAttribute('aria-busy', 'false');
    const priced = page.getByTestId('variant').filter({ has: page.getByTestId('variant-total') });
    const other = (await priced.count()) ? null : await otherPricedDay(page);
    if (other) await strip(page).locator(`[data-date="${other}"]`).click();
    await expect(priced.first()).toContainText('Платный вес 192 кг');

    // A departure outside the contract's points of sale: the server's reason, not an empty page.
    await page.goto(`/pricing?departure=VKO&arrival=TJM&date=${date}&pieces=1&weight=10`);
    await expect(page.getByTestId('search-error')).toContainText('VKO');
    await expect(page.getByTestId('search-error')).toContainText('Поиск не выполнен');
    // A field left empty says so on the field.
    await page.getByRole('textbox', { name: /^Вес, кг/ }).fill('');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByText('Заполните все обязательные поля')).toBeVisible();
    await expect(page).toHaveURL(/departure=VKO/);
  });
});

test('a new client sees the schedule and room without prices, and the way to a contract', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'newclient@demo.test');
  const date = day(4);
  await page.goto(`/pricing?departure=NJC&arrival=UFA&date=${date}&pieces=1&weight=10`);
  await expect(chosenDay(page)).toHaveAttribute('data-date', date);
  const step = page.getByTestId('accreditation-step');
  await expect(step).toContainText('Цены видны клиентам с договором');
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  await expect(strip(page).getByRole('button', { name: /есть места|нет мест/ }).first()).toBeVisible();
  await expect(results.getByText(/₽/)).toHaveCount(0);
  const variants = page.getByTestId('variant');
  if (await variants.count()) {
    await expect(variants.first()).toContainText('Цена — после заключения договора');
    await expect(variants.first().getByRole('button', { name: 'Расшифровка' })).toHaveCount(0);
  }
  await step.getByRole('link', { name: 'Перейти к аккредитации' }).click();
  await expect(page).toHaveURL('/accreditations');
});

test('an unknown or malformed variant link is the not-found page', async ({ page }) => {
  for (const path of ['/pricing/AAAAAAAAAAAAAAAAAAAAAA', '/pricing/not-a-variant']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Эта страница не найдена' })).toBeVisible();
  }
});
