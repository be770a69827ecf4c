import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByForm, uniqueEmail } from './support';

// The airline administrator gives an agent's employee exactly the rights of a new access group,
// the employee signs in and sees only those, and a change to the group holds from the employee's
// next page load: what the menu offers and what the guard lets through.

const ADMIN = 'airline@demo.test';
const PASSWORD = 'sgc-vko-cargo-1';

/** Grants an ability found by its name, leaving its first condition as the editor made it. */
async function grant(page: Page, ability: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Найти право' }).fill(ability);
  await page.getByRole('switch', { name: new RegExp(ability.replace(/\./g, '\\.')) }).check();
}

async function pick(page: Page, field: RegExp, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * Opens a menu group unless it is open already (the group of the page, or the first, starts open;
 * a click on an open one would close it).
 */
async function expand(menu: Locator, name: string): Promise<void> {
  const group = menu.getByRole('button', { name, exact: true });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

test('an access group decides what its member sees, from the next page load', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const groupName = `Агенты Сургут — Москва ${Date.now() % 100000}`;
  const email = uniqueEmail('ilyin');

  // The administrator builds the group: shipments on the Surgut–Vnukovo route, and persons.
  await page.goto('/login');
  await signInByForm(page, ADMIN);
  await expect(page).toHaveURL('/accreditations');
  await page.goto('/access-groups/add');
  await page.getByRole('textbox', { name: /^Название/ }).fill(groupName);
  await grant(page, 'shipment.view');
  await page.getByRole('combobox', { name: 'Просмотр отправок и услуг: Тип' }).click();
  await page.getByRole('option', { name: 'Маршрут' }).click();
  await pick(page, /Просмотр отправок и услуг: Аэропорты вылета/, 'SGC', /^SGC/);
  await pick(page, /Просмотр отправок и услуг: Аэропорты прилёта/, 'VKO', /^VKO/);
  await grant(page, 'agent.person.view');
  await expect(page.getByText('Выдано 2 из')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/access-groups\/\d+$/);
  const groupPath = new URL(page.url()).pathname;
  const granted = page.getByRole('table', { name: 'Выданные права' });
  await expect(granted.getByRole('row', { name: /Просмотр отправок и услуг/ })).toContainText('UT: из SGC в VKO');
  await expect(granted.getByRole('row', { name: /Просмотр контактных лиц/ })).toContainText('Авиакомпания UT');

  // An account for an agent's employee in that group; the confirmation must match first.
  await page.goto('/accounts/add');
  await page.getByRole('textbox', { name: /^Имя/ }).fill('Pyotr Ilyin');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await pick(page, /^Роль/, 'AGENT', /AGENT/);
  await pick(page, /^Контрагент/, 'Сибирь', /Сибирь Логистик/);
  await pick(page, /^Группа доступа/, groupName, new RegExp(groupName));
  await page.getByLabel(/^Пароль/).first().fill(PASSWORD);
  await page.getByLabel(/^Подтверждение пароля/).fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await expect(page).toHaveURL('/accounts/add');
  await page.getByLabel(/^Подтверждение пароля/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/accounts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pyotr Ilyin' })).toBeVisible();
  await expect(page.getByText(groupName)).toBeVisible();

  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/');

  // The new employee sees the shipments and the persons, nothing else of the airline's.
  await page.goto('/login');
  await signInByForm(page, email, PASSWORD);
  const menu = page.getByRole('navigation');
  await expect(menu.getByText('Финансовый справочник', { exact: true })).toBeVisible();
  await expand(menu, 'Финансовый справочник');
  await expect(menu.getByRole('link', { name: 'Контактные лица' })).toHaveAttribute('href', '/persons');
  await expect(menu.getByRole('link', { name: 'Учётные записи' })).toHaveCount(0);
  await expand(menu, 'Бронирование');
  await expect(menu.getByRole('link', { name: 'Отправки' })).toHaveAttribute('href', '/shipments');
  for (const group of ['Тарификация', 'Обмен информацией', 'Технологический справочник', 'Финансы', 'Настройки']) {
    await expect(menu.getByText(group, { exact: true })).toHaveCount(0);
  }

  // Meanwhile the administrator takes the persons away.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await signInByForm(admin, ADMIN);
  await expect(admin).toHaveURL('/accreditations');
  await admin.goto(groupPath.replace('/access-groups/', '/access-groups/edit/'));
  await admin.getByRole('searchbox', { name: 'Найти право' }).fill('agent.person.view');
  await admin.getByRole('switch', { name: /agent\.person\.view/ }).uncheck();
  await admin.getByRole('button', { name: 'Сохранить' }).click();
  await expect(admin).toHaveURL(groupPath);
  await expect(admin.getByRole('table', { name: 'Выданные права' }).getByRole('row', { name: /Просмотр контактных лиц/ })).toHaveCount(0);
  await adminContext.close();

  // The employee's next page load: no persons in the menu, and their page is restricted.
  await page.reload();
  await expect(menu.getByText('Бронирование', { exact: true })).toBeVisible();
  await expect(menu.getByText('Финансовый справочник', { exact: true })).toHaveCount(0);
  await page.goto('/persons');
  await expect(page.getByRole('alert')).toContainText('403');
  await expect(page.getByRole('heading', { name: 'У вас недостаточно прав для просмотра этой страницы' })).toBeVisible();
});
