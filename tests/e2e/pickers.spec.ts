import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail, useLanguage } from './support';

// The pickers a new user meets: the time zone of sign-up and of the accounts handbook (searched
// in Russian, every zone there, the choice kept), the date fields of forms and filters (dd.mm.yyyy
// in Russian, typed or picked, stored as ISO days) and a colour field (empty until a colour is set).

/** A zone searched by part of its Russian name and chosen: the field shows it from then on. */
async function chooseZone(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.fill(typed);
  await expect(page.getByRole('option')).toHaveText([option]);
  await page.getByRole('option', { name: option }).click();
  await expect(field).toHaveValue(option);
}

async function pickLookup(page: Page, field: string, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** The background colour of what a locator shows, as rgb() numbers. */
const rgb = async (locator: Locator): Promise<number[]> =>
  (await locator.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+(\.\d+)?/g)!.map(Number);

test.describe('time zones', () => {
  test('sign-up: "моск" finds Moscow among every zone, Russia first, and the choice stays', async ({ page }) => {
    const email = uniqueEmail('zone');
    await page.goto('/signup');
    await page.getByLabel(/^Имя/).fill('Marina Zueva');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Пароль/).fill('cargo-2026');
    await page.getByLabel(/^Подтверждение пароля/).fill('cargo-2026');

    const zone = page.getByRole('combobox', { name: /^Часовой пояс/ });
    // The whole list, not its first 200: Russia's zones head it, in Russian with their offsets.
    await zone.click();
    const russia = page.getByRole('group', { name: 'Россия' }).getByRole('option');
    await expect(russia.first()).toHaveText('(UTC+02:00) Калининград');
    await expect(russia.filter({ hasText: 'Петропавловск-Камчатский' })).toHaveText('(UTC+12:00) Петропавловск-Камчатский');
    expect(await page.getByRole('option').count()).toBeGreaterThan(400);
    await page.keyboard.press('Escape');

    await chooseZone(page, zone, 'моск', '(UTC+03:00) Москва');
    // Away from the field and back to typing elsewhere: the zone does not snap back.
    await page.getByLabel(/^Имя/).click();
    await expect(zone).toHaveValue('(UTC+03:00) Москва');

    // A search that finds nothing says so, and leaving it gives the chosen zone back.
    await zone.fill('атлантида');
    await expect(page.getByRole('option')).toHaveText([/Такого часового пояса нет/]);
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Имя/).click();
    await expect(zone).toHaveValue('(UTC+03:00) Москва');

    await page.getByRole('button', { name: 'Создать учётную запись' }).click();
    await expect(page).toHaveURL('/accreditations');
    const user = await page.request.get('/api/user');
    expect(((await user.json()) as { profile: { timeZone: string } }).profile.timeZone).toBe('Europe/Moscow');
  });

  test('accounts handbook: the same picker, and the zone chosen is the one saved', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/accounts/add');
    const zone = page.getByRole('combobox', { name: /^Часовой пояс/ });
    await chooseZone(page, zone, 'моск', '(UTC+03:00) Москва');
    await page.getByRole('textbox', { name: /^Имя/ }).fill('Анна Волкова');
    await expect(zone).toHaveValue('(UTC+03:00) Москва');
    // Offsets are searchable too.
    await zone.fill('utc+5');
    await expect(page.getByRole('option', { name: '(UTC+05:00) Екатеринбург' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: /^Имя/ }).click();
    await expect(zone).toHaveValue('(UTC+03:00) Москва');

    await page.getByRole('textbox', { name: /^Email/ }).fill(uniqueEmail('volkova'));
    await pickLookup(page, 'Роль', 'AGENT', /AGENT/);
    await pickLookup(page, 'Контрагент', 'Сибирь', /Сибирь Логистик/);
    await page.getByRole('combobox', { name: 'Группа доступа', exact: true }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(/^Пароль/).first().fill('sgc-vko-cargo-1');
    await page.getByLabel(/^Подтверждение пароля/).fill('sgc-vko-cargo-1');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/accounts\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const account = await page.request.get(`/api/handbooks/accounts/id-${id}`);
    expect(((await account.json()) as { timeZone: string }).timeZone).toBe('Europe/Moscow');
  });
});

test.describe('dates', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
  });

  test('a form date reads dd.mm.yyyy in Russian, typed or picked, and is saved as that day', async ({ page }) => {
    await page.goto('/quotas/add');
    const begin = page.getByRole('combobox', { name: 'Начало', exact: true });
    const finish = page.getByRole('combobox', { name: 'Окончание', exact: true });
    await expect(begin).toHaveAttribute('placeholder', 'дд.мм.гггг');

    // Typed short, written out in full.
    await begin.fill('7.3.2026');
    await begin.press('Tab');
    await expect(begin).toHaveValue('07.03.2026');

    // Picked: a Russian calendar, weeks from Monday, opened on the day typed.
    await page.getByRole('button', { name: 'Открыть календарь' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Календарь' });
    await expect(calendar).toContainText('Март 2026');
    await expect(calendar.getByRole('columnheader').first()).toHaveText('Пн');
    // Fluent reads a day out as "15, Март, 2026", from the month names given.
    await calendar.getByRole('button', { name: '15, Март, 2026', exact: true }).click();
    await expect(calendar).toBeHidden();
    await expect(begin).toHaveValue('15.03.2026');

    // A day the calendar lacks stays as typed, and the field says what is wrong.
    await finish.fill('31.02.2026');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(finish).toHaveValue('31.02.2026');
    await expect(page.getByText('Введите дату', { exact: true })).toBeVisible();
    await finish.fill('30.04.2026');

    await pickLookup(page, 'Вылет', 'SGC', /^SGC/);
    await pickLookup(page, 'Прилёт', 'VKO', /^VKO/);
    await pickLookup(page, 'Договор', 'UT-AG', /UT-AG/);
    await page.getByRole('textbox', { name: /^Снятие квоты/ }).fill('120');
    await page.getByRole('textbox', { name: /^Вес/ }).fill('1500');
    await page.getByRole('textbox', { name: /^Объём/ }).fill('9');
    await expect(begin).toHaveValue('15.03.2026');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/quotas\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const quota = (await (await page.request.get(`/api/handbooks/quotas/id-${id}`)).json()) as { begin: string; finish: string };
    expect([quota.begin.slice(0, 10), quota.finish.slice(0, 10)]).toEqual(['2026-03-15', '2026-04-30']);
  });

  test('a date-range filter: typed and picked ends filter the list and stay after a reload', async ({ page }) => {
    await page.goto('/quotas');
    const from = page.getByRole('combobox', { name: 'Окончание от' });
    const to = page.getByRole('combobox', { name: 'Окончание до' });
    await from.fill('01.01.2020');
    await from.press('Tab');
    await expect(page).toHaveURL(/filter\[finish\]\[from\]=2020-01-01/);
    await expect(from).toHaveValue('01.01.2020');

    // The end picked in the calendar, on the 15th of the month it opens on (this month).
    await page.getByRole('button', { name: 'Открыть календарь' }).nth(1).click();
    const calendar = page.getByRole('dialog', { name: 'Календарь' });
    const today = new Date();
    const month = new Intl.DateTimeFormat('ru', { month: 'long' }).format(today);
    await calendar.getByRole('button', { name: `15, ${month[0]!.toUpperCase()}${month.slice(1)}, ${today.getFullYear()}`, exact: true }).click();
    const picked = `15.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`;
    await expect(to).toHaveValue(picked);
    await expect(page).toHaveURL(new RegExp(`filter\\[finish\\]\\[to\\]=${picked.split('.').reverse().join('-')}`));

    await page.reload();
    await expect(from).toHaveValue('01.01.2020');
    await expect(to).toHaveValue(picked);

    // Not a day: it stays typed, the message says how to write one, and the list keeps its range.
    const url = page.url();
    await to.fill('40.01.2030');
    await to.press('Tab');
    await expect(page.getByText('Введите дату в виде дд.мм.гггг или выберите её в календаре')).toBeVisible();
    await expect(to).toHaveValue('40.01.2030');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(url);
    // An end before the start is named too.
    await to.fill('01.01.2019');
    await to.press('Tab');
    await expect(page.getByText('Начало диапазона должно быть раньше его конца')).toBeVisible();
  });

  test('in English a date reads dd/mm/yyyy, and the calendar follows the dark theme', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL!, 'en');
    await context.addCookies([{ name: 'currentTheme', value: 'dark', url: baseURL! }]);
    await page.goto('/quotas/add');
    const begin = page.getByRole('combobox', { name: 'Begin', exact: true });
    await expect(begin).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await begin.fill('07/03/2026');
    await begin.press('Tab');
    await expect(begin).toHaveValue('07/03/2026');
    await page.getByRole('button', { name: 'Open the calendar' }).first().click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar).toContainText('March 2026');
    await expect(calendar.getByRole('columnheader').first()).toHaveText('Mon');
    // Dark surface, light text: the popup takes the theme, not Fluent's white default.
    const [red, green, blue] = await rgb(calendar);
    expect(red! + green! + blue!).toBeLessThan(3 * 90);
  });
});

test('a colour field starts empty, keeps the colour picked or typed, and its swatch follows the text', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
  await page.goto('/capacities/add');
  const overload = page.getByRole('textbox', { name: 'Цвет перегрузки', exact: true });
  const palette = page.getByRole('textbox', { name: 'Выбрать на палитре: Цвет перегрузки' });
  const swatch = palette.locator('..');
  // One field, one named input; empty means no colour shown, not black.
  await expect(page.locator('input[name="overloadColor"]')).toHaveCount(1);
  await expect(overload).toHaveValue('');
  await expect(swatch).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await palette.fill('#d13438');
  await expect(overload).toHaveValue('#d13438');
  await expect(swatch).toHaveCSS('background-color', 'rgb(209, 52, 56)');
  await page.getByRole('textbox', { name: 'Кресел' }).fill('156');
  await expect(overload).toHaveValue('#d13438');

  // Typed: half a colour shows none; a whole one, in any case or without "#", is written out and shown.
  await overload.fill('#2e7d');
  await expect(swatch).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await overload.fill('2E7D32');
  await overload.press('Tab');
  await expect(overload).toHaveValue('#2e7d32');
  await expect(swatch).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  await expect(palette).toHaveValue('#2e7d32');
});
