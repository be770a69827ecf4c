import { expect, test, type Page } from '@playwright/test';
import { pickLookup, signInByApi } from './support';

// Tariffication as the airline's tariff manager uses it: a tariff with weight breaks and a
// condition typed in, its rate card, the price preview applying the break-point rule; and the
// block page state bringing a filtered list back after another page.

async function choose(page: Page, label: string, option: string, scope = page.locator('body')): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).last().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
});

test('a tariff with breaks and a condition: typed in, shown as a rate card, priced with the break-point rule', async ({ page }) => {
  // Four pages and a price in one story: longer than one page's check on a shared, busy machine.
  test.setTimeout(90_000);
  await page.goto('/tariffs');
  await expect(page.getByRole('heading', { name: 'Тарифы' })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить' }).click();
  await expect(page).toHaveURL('/tariffs/add');
  await expect(page.getByRole('button', { name: 'Добавить порог' })).toBeVisible();

  // A route without seeded fares, so this tariff alone competes in the preview.
  await pickLookup(page, 'Пункт отправления', 'SVX', /^SVX/);
  await pickLookup(page, 'Пункт назначения', 'OVB', /^OVB/);
  await page.getByLabel('Действует с').fill('2026-12-01');
  await page.getByRole('textbox', { name: 'Основание введения' }).fill('Приказ № 77-Т');
  await page.getByRole('textbox', { name: 'Минимальная плата (M)' }).fill('500');
  await page.getByRole('textbox', { name: 'Нормальная ставка (N)' }).fill('100,00');
  await page.getByRole('button', { name: 'Добавить порог' }).click();
  await expect(page.getByRole('textbox', { name: 'Порог 1: вес, кг' })).toHaveValue('45');
  await page.getByRole('textbox', { name: 'Порог 1: ставка за кг' }).fill('80');
  await page.getByRole('button', { name: 'Добавить порог' }).click();
  await expect(page.getByRole('textbox', { name: 'Порог 2: вес, кг' })).toHaveValue('100');
  await page.getByRole('textbox', { name: 'Порог 2: ставка за кг' }).fill('70.5');

  // Working days only: day of the week between 1 and 5, read back in words under the editor.
  await page.getByRole('button', { name: 'Добавить условие' }).click();
  await choose(page, 'Поле', 'День недели');
  await choose(page, 'Оператор', 'между');
  await page.getByRole('textbox', { name: 'От', exact: true }).fill('1');
  await page.getByRole('textbox', { name: 'До', exact: true }).fill('5');
  await expect(page.getByText('День недели от 1 до 5')).toBeVisible();

  // A break lighter than the one before is refused on the field, and what was typed stays.
  await page.getByRole('textbox', { name: 'Порог 2: вес, кг' }).fill('40');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Каждый порог должен быть тяжелее предыдущего')).toBeVisible();
  await page.getByRole('textbox', { name: 'Порог 2: вес, кг' }).fill('100');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/tariffs\/\d+$/);

  // The rate card: M, N and the breaks in rubles, the condition in words, the source manual.
  const card = page.getByRole('table', { name: 'Тарифная сетка' });
  await expect(card.getByRole('row', { name: /^Q100 От 100 кг 70\.50$/ })).toBeVisible();
  await expect(card.getByRole('row', { name: /^M Минимальная плата 500\.00$/ })).toBeVisible();
  await expect(page.getByText('День недели от 1 до 5')).toBeVisible();
  await expect(page.getByText('Введён вручную')).toBeVisible();

  // 40 kg on a Wednesday: 40 × 100 = 4,000 at the normal rate, but 45 × 80 = 3,600 at Q45.
  const preview = page.getByRole('form', { name: 'Расчёт цены' });
  await preview.getByLabel('Дата рейса').fill('2026-12-02');
  await preview.getByRole('textbox', { name: 'Вес, кг' }).fill('40');
  await preview.getByRole('button', { name: 'Рассчитать' }).click();
  const result = page.getByRole('region', { name: 'Расшифровка цены' });
  await expect(result.getByText('Провозная плата рассчитана как 45 кг по ставке Q45: на этом пороге дешевле')).toBeVisible();
  await expect(result.getByText('Платный вес: 40 кг')).toBeVisible();
  const freight = result.getByRole('row', { name: /^Провозная плата WT Q45/ });
  await expect(freight).toContainText(/3\s600,00\s₽/);
  await expect(result.getByRole('row', { name: /^Такса VAT/ })).toContainText('22 %');
  // The freight line names the tariff it came from (an equal one saved by an earlier run may win the tie).
  await expect(freight.getByRole('link', { name: /^Тариф #\d+$/ })).toBeVisible();

  // On a Saturday the condition is not met: no tariff applies, and the form says so.
  await preview.getByLabel('Дата рейса').fill('2026-12-05');
  await preview.getByRole('button', { name: 'Рассчитать' }).click();
  await expect(preview.getByText('Нет тарифа на SVX → OVB на 2026-12-05')).toBeVisible();
});

test('a filtered tariffs list comes back as it was after another page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/tariffs');
  await choose(page, 'Вид ставки', 'Специальная ставка (SCR)');
  await expect(page).toHaveURL(/filter%5Bbasis%5D=SCR|filter\[basis\]=SCR/);
  const rows = page.getByRole('row', { name: /Генеральная ставка \(GCR\)/ });
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Специальная ставка \(SCR\)/ }).first()).toBeVisible();

  const menu = page.getByRole('navigation');
  await menu.getByRole('link', { name: 'Таксы' }).click();
  await expect(page).toHaveURL('/taxes');
  await expect(page.getByRole('heading', { name: 'Таксы' })).toBeVisible();
  await menu.getByRole('link', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL(/\/tariffs\?.*SCR/);
  await expect(page.getByRole('combobox', { name: 'Вид ставки', exact: true })).toHaveText(/Специальная ставка \(SCR\)/);
  await expect(page.getByRole('row', { name: /Специальная ставка \(SCR\)/ }).first()).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Reset clears the filters and what the page kept.
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await expect(page).toHaveURL('/tariffs');
  await expect(page.getByRole('row', { name: /Генеральная ставка \(GCR\)/ }).first()).toBeVisible();
});

test('an agent has no tariffication menu, and reads its own fares on its contract, never another contract’s', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.clearCookies();
  await signInByApi(context, baseURL!, 'agent@demo.test');
  await page.goto('/profile');
  await expect(page.getByRole('navigation').getByText('Тарификация', { exact: true })).toHaveCount(0);
  await page.goto('/tariffs');
  await expect(page.getByRole('heading', { name: 'У вас недостаточно прав для просмотра этой страницы' })).toBeVisible();

  const contracts = (await (await page.request.get('/api/handbooks/contracts?size=100')).json()) as { items: { id: number; number: string }[] };
  // Its demo contract (other specs may have given the company more).
  const own = contracts.items.find((one) => one.number === 'UT-AG-2024/017');
  expect(own).toBeDefined();
  await page.goto(`/contracts/${own!.id}`);
  await page.getByRole('tab', { name: 'Тарифы' }).click();
  await expect(page).toHaveURL(/tab=tariffs/);
  const table = page.getByRole('table').last();
  await expect(table.getByText('Тариф договора').first()).toBeVisible();
  await expect(table.getByText('Публичный').first()).toBeVisible();
  // Its points of sale are Tyumen, Surgut, Khanty-Mansiysk and Nizhnevartovsk: the other agent's
  // fares from Vnukovo and Pulkovo are not there, nor any other departure.
  const routes = await table.getByRole('row').allInnerTexts();
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes.slice(1)) expect(route, route).toMatch(/^(TJM|SGC|HMA|NJC)/);
});
