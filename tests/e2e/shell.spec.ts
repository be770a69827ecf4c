import { expect, test } from '@playwright/test';
import { signInByApi } from './support';

test.describe('language and theme', () => {
  test('the language switch is kept in the defaultLanguage cookie for a year', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Грузовые перевозки ЮТэйр');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air cargo with UTair');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Air cargo with UTair');
    const cookie = (await context.cookies()).find((c) => c.name === 'defaultLanguage');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test('the server answers in the chosen language too', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Track a shipment by its AWB number').fill('298-99999992');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('AWB not found')).toBeVisible();
  });

  for (const theme of ['gray', 'dark'] as const) {
    test(`the ${theme} theme is kept in the currentTheme cookie`, async ({ page, context }) => {
      await page.goto('/login');
      const root = page.locator('[data-theme]').first();
      await expect(root).toHaveAttribute('data-theme', 'light');
      const lightBackground = await page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!.parentElement!).backgroundColor);
      await page.getByRole('button', { name: theme === 'gray' ? 'Серая тема' : 'Тёмная тема' }).click();
      await expect(root).toHaveAttribute('data-theme', theme);
      await page.reload();
      await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
      const background = await page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!.parentElement!).backgroundColor);
      expect(background).not.toBe(lightBackground);
      expect((await context.cookies()).find((c) => c.name === 'currentTheme')?.value).toBe(theme);
    });
  }
});

test.describe('menu', () => {
  test('airline staff see the airline configuration, not booking', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/profile');
    const menu = page.getByRole('navigation');
    for (const group of ['Тарификация', 'Обмен информацией', 'Технологический справочник', 'Финансовый справочник', 'Настройки']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    await menu.getByText('Тарификация', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('href', '/tariffs');
    await menu.getByText('Бронирование', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Рейсы' })).toHaveAttribute('href', '/flights');
    await expect(menu.getByRole('link', { name: 'Новое бронирование' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Тарифы' }).click();
    await expect(page).toHaveURL('/tariffs');
  });

  test('agents see booking and finances, not the airline configuration', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'agent@demo.test');
    await page.goto('/profile');
    const menu = page.getByRole('navigation');
    await menu.getByText('Бронирование', { exact: true }).click();
    for (const [name, href] of [
      ['Поиск цен', '/pricing'],
      ['Новое бронирование', '/booking'],
      ['Отправки', '/shipments'],
      ['Рейсы', '/flights'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(menu.getByText('Финансы', { exact: true })).toBeVisible();
    for (const group of ['Тарификация', 'Обмен информацией', 'Технологический справочник', 'Настройки']) {
      await expect(menu.getByText(group, { exact: true })).toHaveCount(0);
    }
  });

  test('a new client sees only what accreditation needs', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'newclient@demo.test');
    await page.goto('/profile');
    const menu = page.getByRole('navigation');
    await menu.getByText('Финансовый справочник', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Аккредитации' })).toHaveAttribute('href', '/accreditations');
    await expect(menu.getByRole('link', { name: 'Договоры' })).toHaveCount(0);
    await expect(menu.getByText('Финансы', { exact: true })).toHaveCount(0);
  });
});

test.describe('profile', () => {
  test('shows the access group with its abilities and the available airlines', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'agent@demo.test');
    await page.goto('/profile');
    await expect(page.getByText('Сотрудник агента')).toBeVisible();
    await expect(page.getByText('Агент', { exact: true })).toBeVisible();
    // The time zone as the picker names it, not its IANA id.
    await expect(page.getByText('(UTC+05:00) Екатеринбург', { exact: true })).toBeVisible();
    await expect(page.getByText('Asia/Yekaterinburg')).toHaveCount(0);
    // Abilities by family and by name; the key only on hover.
    const abilities = page.getByRole('table', { name: 'Права группы доступа' });
    await expect(abilities.getByRole('cell', { name: 'Бронирование и отправки', exact: true })).toBeVisible();
    const create = abilities.getByRole('cell', { name: 'Создание бронирований (поиск и бронирование)' });
    await expect(create).toHaveAttribute('title', 'shipment.create');
    for (const text of await abilities.getByRole('cell').allInnerTexts()) expect(text.trim()).not.toMatch(/^[a-zA-Z_]+\.[a-zA-Z_.]+$/);
    await page.getByRole('tab', { name: 'Авиакомпании' }).click();
    await expect(page).toHaveURL('/profile?tab=airlines');
    const row = page.getByRole('row', { name: /UTair Aviation/ });
    await expect(row).toContainText('UT');
    await expect(row).toContainText('298');
  });
});

test.describe('profile of a shipper', () => {
  test('names the account role by the client, not as an agent’s employee', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'shipper@demo.test');
    await page.goto('/profile');
    await expect(page.getByText('Сотрудник грузоотправителя', { exact: true })).toBeVisible();
    await expect(page.getByText('Сотрудник агента')).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('the offline indicator follows the connection', async ({ page, context }) => {
    await page.goto('/');
    // Loaded first: offline, the page's own chunks could not arrive.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
  });

  test('a newly deployed version is offered: reload now or later', async ({ page }) => {
    // A deployment replaces version.json; here the browser sees a newer build than it runs.
    await page.route('**/version.json*', (route) => route.fulfill({ json: { version: 'v12.6.8', build: 'a-newer-build' } }));
    await page.goto('/');
    await expect(page.getByText('Доступна новая версия кабинета')).toBeVisible();
    await page.getByRole('button', { name: 'Позже' }).click();
    await expect(page.getByText('Доступна новая версия кабинета')).toHaveCount(0);
  });

  test('shows the version', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('v12.6.8')).toBeVisible();
  });
});

test.describe('prefetching', () => {
  test("pointing at a link fetches that page's code before the click", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(request.url());
    });
    await page.getByRole('link', { name: 'Войти' }).hover();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    const before = fetched.length;
    await page.getByRole('link', { name: 'Войти' }).click();
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible();
    // Everything the login page needs had arrived while the pointer rested on the link.
    expect(fetched.length).toBe(before);
  });
});

test.describe('public base URL', () => {
  // Section 4's proxy headers count only behind a proxy TRUST_PROXY vouches for (issue 11; the
  // server's tests cover the trusted case): this server has none, so a stranger's are ignored.
  test('is the address the page was asked at, whatever X-Forwarded-Host and -Proto a stranger sends', async ({ request, baseURL }) => {
    const direct = await (await request.get('/')).text();
    expect(direct).toContain(`<meta name="cabinet-base-url" content="${baseURL}">`);
    const spoofed = await (await request.get('/', { headers: { 'x-forwarded-host': 'cargo.utair.example', 'x-forwarded-proto': 'https' } })).text();
    expect(spoofed).toContain(`<meta name="cabinet-base-url" content="${baseURL}">`);
  });
});
