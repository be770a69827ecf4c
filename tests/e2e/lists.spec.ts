import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInByApi } from './support';

// Lists, records and the shell as a new user of the airline's staff meets them: columns as wide
// as their content, nothing broken mid-word, compact rows under a header that stays, cards on a
// phone, the chat button clear of the pages, records called by readable titles, a short note after
// a save or a delete, and home that is the user's start page.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first option a look-up offers for the text: a value the server itself gives. */
async function lookupValue(request: APIRequestContext, baseURL: string, lookup: string, q: string): Promise<number> {
  const response = await request.get(`${baseURL}/api/autocomplete/${lookup}`, { params: { q } });
  expect(response.status()).toBe(200);
  const [first] = (await response.json()) as { value: number }[];
  expect(first, `${lookup} ${q}`).toBeDefined();
  return first!.value;
}

// Two cores shared with the servers and other runs: a first page can take a while to arrive.
test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 45_000 };

/** Opens a page and waits for its heading: the screen's code and texts have arrived. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_LOAD);
}

test.beforeEach(async ({ context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
});

test.describe('list columns', () => {
  test('take the width of their content; a long e-mail is cut with an ellipsis and given whole on hover', async ({ page, context, baseURL }) => {
    // A forwarder's shared mailbox: longer than any column should be.
    const email = `dispatch.reports.and.booking.confirmations.${Date.now()}@sibir-logistic-cargo-services.example`;
    const created = await context.request.post(`${baseURL}/api/handbooks/accounts`, {
      data: {
        name: 'Konstantin Mailbox',
        email,
        timeZone: 'Asia/Yekaterinburg',
        roleId: await lookupValue(context.request, baseURL!, 'role', 'AGENT'),
        contractorId: await lookupValue(context.request, baseURL!, 'contractor', 'Сибирь'),
        accessGroupId: await lookupValue(context.request, baseURL!, 'accessGroup', 'Агент'),
        active: true,
        password: 'long-mailbox-1',
        confirmPassword: 'long-mailbox-1',
      },
    });
    expect(created.ok()).toBe(true);

    await open(page, '/accounts?q=dispatch.reports');
    const table = page.getByRole('table', { name: 'Учётные записи' });
    const mail = table.locator(`[title="${email}"]`);
    await expect(mail).toBeVisible(PAGE_LOAD);
    await expect(mail).toHaveText(email);
    expect(await mail.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(mail).toHaveCSS('text-overflow', 'ellipsis');
    await expect(mail).toHaveCSS('white-space', 'nowrap');

    // The role reads as words, its code (AGENT) on hover.
    const role = table.locator('[title="AGENT"]');
    await expect(role).toHaveText('Сотрудник клиента');

    // Columns are as wide as what they hold: the role's two words take far less than the cut e-mail.
    const roleColumn = await boxOf(table.getByRole('columnheader', { name: 'Роль' }));
    const mailColumn = await boxOf(table.getByRole('columnheader', { name: 'Email' }));
    expect(roleColumn.width).toBeLessThan(mailColumn.width * 0.6);
  });

  test('keep codes, numbers, dates and company names on one line', async ({ page }) => {
    for (const [path, name] of [
      ['/capacities', 'Ёмкости ВС'],
      ['/accreditations', 'Заявки на аккредитацию'],
      ['/stocks', 'Стоки накладных'],
    ] as const) {
      await open(page, path);
      const cells = page.getByRole('table', { name }).locator('tbody td');
      await expect(cells.first()).toBeVisible(PAGE_LOAD);
      const heights = await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().height));
      // One line each: every cell as tall as the compact row, none taller for a wrapped value.
      expect(Math.max(...heights) - Math.min(...heights), path).toBeLessThan(1);
      expect(Math.max(...heights), path).toBeLessThanOrEqual(30);
    }
    // The registry's legal form is abbreviated in the list and given whole on hover.
    await open(page, '/accreditations');
    const short = page.getByRole('table', { name: 'Заявки на аккредитацию' }).getByText('ООО «Сибирь Логистик»');
    await expect(short).toBeVisible(PAGE_LOAD);
    await expect(short.locator('xpath=ancestor-or-self::*[@title][1]')).toHaveAttribute('title', 'Общество с ограниченной ответственностью «Сибирь Логистик»');
  });

  test('say what an empty weekday list means: every day', async ({ page }) => {
    await open(page, '/paxes');
    const table = page.getByRole('table', { name: 'Нормы продаж пассажиров' });
    await expect(table.getByRole('cell', { name: 'Ежедневно' }).first()).toBeVisible(PAGE_LOAD);
  });
});

test.describe('list rows', () => {
  test('are compact, under a header that stays on top while they scroll', async ({ page }) => {
    await open(page, '/capacities?size=50');
    const table = page.getByRole('table', { name: 'Ёмкости ВС' });
    const scroller = page.getByTestId('resource-table-scroller');
    const header = table.getByRole('columnheader', { name: 'Тип ВС' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible(PAGE_LOAD);
    expect((await boxOf(firstRow)).height).toBeLessThanOrEqual(30);

    await scroller.hover();
    await page.mouse.wheel(0, 500);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
    const frame = await boxOf(scroller);
    const head = await boxOf(header);
    expect(Math.abs(head.y - frame.y)).toBeLessThan(2);
    // The header is what shows there, not a row under it.
    const atHeader = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('th')?.textContent ?? null, { x: head.x + head.width / 2, y: head.y + head.height / 2 });
    expect(atHeader).toBe('Тип ВС');
    expect((await boxOf(firstRow)).y + 28).toBeLessThan(frame.y);

    // Roomier rows on request, remembered in this browser.
    await page.getByRole('button', { name: 'Компактные строки' }).click();
    await expect.poll(async () => (await boxOf(firstRow)).height).toBeGreaterThanOrEqual(40);
    await page.reload();
    await expect.poll(async () => (await boxOf(table.getByRole('row').nth(1))).height).toBeGreaterThanOrEqual(40);
    await page.getByRole('button', { name: 'Компактные строки' }).click();
    await expect.poll(async () => (await boxOf(table.getByRole('row').nth(1))).height).toBeLessThanOrEqual(30);
  });

  test("leave the pages clear of the chat button: the next page's arrow is not under it", async ({ page }) => {
    await open(page, '/capacities');
    const chat = page.getByTestId('chat-panel-button');
    const pages = page.getByRole('navigation', { name: /^Страница 1 из \d+$/ });
    await expect(chat).toBeVisible(PAGE_LOAD);
    await expect(pages).toBeVisible();
    expect(overlap(await boxOf(chat), await boxOf(pages))).toBe(false);
    // Clicked where it is, the page not scrolled: nothing covers it.
    await pages.getByRole('button', { name: 'Следующая страница' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL('/capacities?page=2');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("leave a form's last fields clear of the chat button", async ({ page }) => {
    // A long form: the questionnaire ends in a field across the whole width, the button's corner included.
    await open(page, '/accreditations/add');
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible(PAGE_LOAD);
    await expect(page.getByTestId('chat-panel-button')).toBeVisible(PAGE_LOAD);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const chat = await boxOf(page.getByTestId('chat-panel-button'));
    for (const field of await page.getByRole('textbox').all()) expect(overlap(chat, await boxOf(field))).toBe(false);
    expect(overlap(chat, await boxOf(page.getByRole('button', { name: 'Сохранить' })))).toBe(false);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a list is cards without sideways scrolling, and the menu opens under the header', async ({ page }) => {
    await open(page, '/handlers');
    const cards = page.getByRole('list', { name: 'Грузовые терминалы' });
    await expect(cards.getByRole('listitem').first()).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('table')).toHaveCount(0);
    // Each card is called by the record's title: the terminal's airport and name.
    await expect(cards.getByRole('listitem').first().getByRole('link')).toHaveText(/^[A-Z]{3} · \S.+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The open menu is modal: what is outside it leaves the accessibility tree, so the header is
    // found before and its toggle, still on screen and clickable, with the hidden elements.
    const header = page.getByRole('banner', { includeHidden: true });
    const toggle = header.getByRole('button', { name: 'Показать или скрыть меню', includeHidden: true });
    const bar = await boxOf(header);
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Меню' });
    await expect(menu.getByRole('button', { name: 'Технологический справочник' })).toBeVisible();
    expect((await boxOf(menu)).y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    // The header stays usable: its toggle closes the menu again.
    await toggle.click();
    await expect(menu).toBeHidden();
  });
});

test.describe('a record', () => {
  // The record this test adds goes whatever happens: a later file counts the seeded baggage norms.
  let added: number | null = null;
  test.afterEach(async ({ context, baseURL }) => {
    if (added !== null) await context.request.delete(`${baseURL}/api/handbooks/baggages/id-${added}`);
    added = null;
  });

  test('is called by a readable title on its page, in the breadcrumb and the delete question; save and delete say so briefly', async ({ page, context, baseURL }) => {
    const created = await context.request.post(`${baseURL}/api/handbooks/baggages`, { data: { departure: 'SGC', arrival: 'KJA', season: 'AUTUMN', weight: 14.5 } });
    expect(created.ok()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    added = id;
    const title = 'SGC → KJA · Осень';

    await open(page, `/baggages/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Изменение: ${title}`);
    await page.getByRole('textbox', { name: 'Вес на пассажира, кг' }).fill('15');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(`/baggages/${id}`);
    // A Fluent toast is a list item named by its title (the toaster announces it through its own live region).
    const saved = page.getByRole('listitem', { name: 'Сохранено' });
    await expect(saved).toContainText(title);
    // The note stays clear of the page's own actions: Delete is in reach at once.
    expect(overlap(await boxOf(saved), await boxOf(page.getByRole('button', { name: 'Удалить' })))).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const trail = page.getByRole('navigation', { name: 'Путь к странице' });
    await expect(trail.getByRole('link', { name: 'Средний багаж' })).toHaveAttribute('href', '/baggages');
    await expect(trail).toContainText(title);

    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    const afterDelete: string[] = [];
    let deleted = false;
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deleted = true;
      else if (deleted && request.url().includes(`/api/handbooks/baggages/id-${id}`)) afterDelete.push(request.url());
    });

    await page.getByRole('button', { name: 'Удалить' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Удалить «${title}»?`);
    await question.getByRole('button', { name: 'Удалить' }).click();
    await expect(page).toHaveURL('/baggages');
    await expect(page.getByRole('listitem', { name: 'Удалено' })).toContainText(title);
    await expect(page.getByRole('table', { name: 'Средний багаж' })).toBeVisible();
    expect(deleted).toBe(true);
    expect(afterDelete).toEqual([]);
    expect(problems).toEqual([]);
    expect((await context.request.get(`${baseURL}/api/handbooks/baggages/id-${id}`)).status()).toBe(404);
  });

  test('an aircraft capacity is called by its type and registrations, not by its code', async ({ page }) => {
    await open(page, '/capacities?q=VQ-BJE');
    await page.getByRole('table', { name: 'Ёмкости ВС' }).getByRole('link', { name: '738' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boeing 737-800 · VQ-BJE, VQ-BJF');
  });
});

test.describe('home', () => {
  test("the logo and the error page lead a signed-in user to their start page, not the landing page", async ({ page }) => {
    await open(page, '/capacities');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /ЮТэйр Карго/ }).click();
    await expect(page).toHaveURL('/accreditations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявки на аккредитацию');
    expect((await boxOf(header)).height).toBe(64);
    await expect(page.getByText('Стать клиентом')).toHaveCount(0);

    await open(page, '/no-such-page');
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL('/accreditations');
  });
});
