import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { THEME_COOKIE, THEMES } from '../../src/shared/constants';
import { issueByApi } from './shipment-support';
import { bookAhead, signInByApi } from './support';

// axe-core on the main pages in each theme: no serious or critical WCAG 2.1 A/AA violation (every
// rule in the light theme, the colour rules in the gray and dark ones). axe is
// injected from node_modules as a script, so the page's Content Security Policy is bypassed here.

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

// Reduced motion: Fluent's dialogs and drawers then appear at once (1 ms), so no colour is read
// half-faded in (a dialog caught mid-fade reads as grey on grey).
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

/**
 * What a theme can change is colour: the light theme runs every WCAG rule, the gray and dark ones
 * the rules that read colours (the structure, names and roles are the same in every theme, and
 * running all of them three times cost minutes of the suite).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const rulesOf = (theme: string) => (theme === 'light' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES });

/** The blocking violations on the page as it is now, one readable paragraph each. */
async function audit(page: Page, where: string, runOnly: ReturnType<typeof rulesOf>): Promise<string[]> {
  // Whatever still moves (a CSS transition, a closing dialog) settles first; spinners loop forever and are not waited for.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(
    // Tabster's focus guards (Fluent's `<i data-tabster-dummy>`) are focusable and aria-hidden by
    // design: axe's known false positive for aria-hidden-focus, left out of the run.
    (only) => (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe
      .run({ exclude: [['[data-tabster-dummy]']] }, { runOnly: only, resultTypes: ['violations'] })
      .then((result) => result.violations),
    runOnly,
  );
  return violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n${nodes.join('\n')}`;
    });
}

/** Opens a page and waits for its heading and for every spinner to go: what a user reads. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function useTheme(context: BrowserContext, baseURL: string, theme: string): Promise<void> {
  await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL }]);
}

for (const theme of THEMES) {
  test(`no serious or critical accessibility violation on the main pages in the ${theme} theme`, async ({ page, context, baseURL }) => {
    // Forty-odd pages and dialogs audited in one browser context: longer than one page's check.
    test.setTimeout(360_000);
    const pricingDate = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    await useTheme(context, baseURL!, theme);
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await audit(page, where, rulesOf(theme))));

    for (const [path, heading] of [
      ['/', 'Грузовые перевозки ЮТэйр'],
      ['/login', 'Вход'],
      ['/signup', 'Стать клиентом'],
      ['/forgot-password', 'Восстановление пароля'],
    ] as const) {
      await visit(page, path, heading);
      await check(path);
    }

    await signInByApi(context, baseURL!, 'newclient@demo.test');
    // A client meets the way to a contract there, not the staff's list.
    await visit(page, '/accreditations', 'Аккредитация');
    await check('/accreditations (newclient)');
    // The pricing search without prices: the schedule, room and the accreditation step.
    await visit(page, `/pricing?departure=NJC&arrival=UFA&date=${pricingDate}&pieces=1&weight=10`, 'Поиск цен');
    await expect(page.getByTestId('accreditation-step')).toBeVisible();
    await check('/pricing (newclient, no prices)');

    await signInByApi(context, baseURL!, 'airline@demo.test');
    await visit(page, '/accreditations', 'Заявки на аккредитацию');
    await check('/accreditations (airline staff)');
    await visit(page, '/accounts', 'Учётные записи');
    await check('/accounts');
    await visit(page, '/capacities', 'Ёмкости ВС');
    await check('/capacities');
    const infoPath = await page.locator('main a[href^="/capacities/"]:not([href$="/add"])').first().getAttribute('href');
    await visit(page, infoPath!, /.+/);
    await check(`${infoPath} (capacity info)`);
    await visit(page, '/capacities/add', 'Новая запись: Ёмкость ВС');
    await check('/capacities/add');
    // The block layout: the tariffs list with its filter panel, a tariff's rate card and price
    // preview, and the form with the weight-break and condition editors.
    await visit(page, '/tariffs', 'Тарифы');
    await check('/tariffs');
    const tariffPath = await page.locator('main a[href^="/tariffs/"]:not([href$="/add"])').first().getAttribute('href');
    await visit(page, tariffPath!, /.+/);
    await page.getByRole('form', { name: 'Расчёт цены' }).getByRole('textbox', { name: 'Вес, кг' }).fill('120');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByRole('region', { name: 'Расшифровка цены' })).toBeVisible();
    await check(`${tariffPath} (tariff info and price preview)`);
    await visit(page, '/tariffs/add', 'Новая запись: Тариф');
    await page.getByRole('button', { name: 'Добавить порог' }).click();
    await page.getByRole('button', { name: 'Добавить условие' }).click();
    await check('/tariffs/add');
    // Flights: the legs list with its load bars, a flight's capacity terms, and the schedule form.
    await visit(page, '/flights', 'Рейсы');
    await check('/flights');
    const flightPath = await page.locator('main a[href^="/flights/"]:not([href$="/add"])').first().getAttribute('href');
    await visit(page, flightPath!, /^UT /);
    await check(`${flightPath} (flight info)`);
    await visit(page, '/flights/add', 'Новый рейс');
    await check('/flights/add');
    // The balance: every client's operations, and the correction dialog.
    await visit(page, '/balance', 'Баланс');
    await expect(page.getByTestId('balance-operation').first()).toBeVisible();
    await check('/balance (airline staff)');
    await page.getByRole('button', { name: 'Скорректировать баланс' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/balance (correction dialog)');
    await page.getByRole('button', { name: 'Отмена' }).click();
    // Payments: the list with a payment in review, one payment (its decision form when it is still
    // in review), the registration form and the statement import.
    await visit(page, '/payments', 'Платежи');
    await expect(page.getByTestId('payment-row').first()).toBeVisible();
    await check('/payments (airline staff)');
    await page.getByRole('button', { name: /^Открыть платёж/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/payments (a payment)');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).first().click();
    await page.getByRole('button', { name: 'Внести платёж' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/payments (registration)');
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: 'Загрузить выписку' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/payments (statement import)');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
    // Documents: the list, making an act, uploading a document.
    await visit(page, '/documents', 'Документы');
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await check('/documents (airline staff)');
    await page.getByRole('button', { name: 'Сформировать акт или УПД' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/documents (making an act)');
    await page.getByRole('button', { name: 'Отмена' }).click();
    await page.getByRole('button', { name: 'Загрузить документ' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/documents (upload)');
    await page.getByRole('button', { name: 'Отмена' }).click();
    // A seeded shipment as the terminal sees it: movements, documents, payments, warehouse and
    // preliminary informing, and the dialog entering a movement.
    await visit(page, '/shipments/298-45182336', 'Накладная 298-45182336');
    await expect(page.getByTestId('section-informing').getByRole('table')).toBeVisible();
    await check('/shipments/{AWB} (airline staff)');
    await page.getByTestId('add-movement').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('/shipments/{AWB} (movement dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    // Booking for a client: the list's button, the contract first, the search priced under it, a variant's form.
    await visit(page, '/bookings', 'Бронирования');
    await check('/bookings (airline staff)');
    await visit(page, '/bookings/add', 'Бронирование для клиента');
    await check('/bookings/add (the contract)');
    const clients = (await (await page.request.get('/api/balance/user/contracts-list')).json()) as { contractResponse: { id: number; number: string } }[];
    const agentContract = clients.find((row) => row.contractResponse.number === 'UT-AG-2024/017')!.contractResponse.id;
    await visit(page, `/bookings/add?contract=${agentContract}&departure=NJC&arrival=UFA&date=${pricingDate}&pieces=2&weight=120`, 'Бронирование для клиента');
    const clientStrip = page.getByRole('group', { name: 'Даты вылета' });
    if (!(await page.getByTestId('variant').count())) {
      await clientStrip.getByRole('button', { pressed: false, name: /от .+₽/ }).first().click();
      await expect(page.getByTestId('variant').first()).toBeVisible();
    }
    await check('/bookings/add (search)');
    await page.getByTestId('variant-book').first().click();
    await expect(page.getByTestId('book-submit')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await check('/bookings/add (form)');
    await visit(page, '/profile', 'Профиль');
    await check('/profile');
    await visit(page, '/chats', 'Чаты');
    await check('/chats');
    // A seeded dialog: messages with replies and a file.
    await page.getByRole('list', { name: 'Чаты' }).getByRole('button').first().click();
    await expect(page.getByRole('region', { name: 'Переписка' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await check(`${new URL(page.url()).pathname} (chat)`);
    await visit(page, '/no-such-page', 'Эта страница не найдена');
    await check('404');

    // The approved shipper's notifications (seed): the cards on the page and in the header's
    // popover. Its one unread card may have been read by live.spec.ts on the same server, so
    // either state is audited as it comes.
    // The agent's balance: its contract's money, cash flow blocks and chart, and the header's figure.
    await signInByApi(context, baseURL!, 'agent@demo.test');
    // The pricing search: the strip of dates and a day's variants, a variant's breakdown, its shared page.
    await visit(page, `/pricing?departure=NJC&arrival=UFA&date=${pricingDate}&pieces=2&weight=120`, 'Поиск цен');
    const strip = page.getByRole('group', { name: 'Даты вылета' });
    await expect(strip.getByRole('button', { pressed: true })).toHaveAttribute('data-date', pricingDate);
    // The seeded month closes a few legs at random: a day of the strip that flies, if the date does not.
    if (!(await page.getByTestId('variant').count())) {
      await strip.getByRole('button', { pressed: false, name: /от .+₽/ }).first().click();
      await expect(page.getByTestId('variant').first()).toBeVisible();
    }
    await check('/pricing (results)');
    await page.getByRole('button', { name: 'Расшифровка' }).first().click();
    await expect(page.getByRole('dialog').getByRole('table', { name: 'Строки цены' })).toBeVisible();
    await check('/pricing (breakdown)');
    const variantPath = await page.getByRole('dialog').getByRole('link', { name: 'Страница варианта' }).getAttribute('href');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).last().click();
    await visit(page, variantPath!, /^NJC → TJM → UFA, /);
    await check(`${variantPath} (shared variant)`);
    // Booking it: the variant on top and the booking form with the search's cargo; the bookings list.
    await visit(page, `/booking?variant=${variantPath!.split('/').pop()}&pieces=2&weight=120`, 'Бронирование');
    await expect(page.getByTestId('book-submit')).toBeVisible();
    await check('/booking (form)');
    await visit(page, '/bookings', 'Бронирования');
    await check('/bookings (agent)');
    // A booking's page and its move and split dialogs (each with a search for other flights).
    const booked = await bookAhead(page.request);
    await visit(page, `/bookings/${booked.shipmentId}`, `Бронирование ${booked.awb}`);
    await check('/bookings/{id}');
    await page.getByTestId('move-booking').click();
    await expect(page.getByRole('dialog').getByTestId('pick-variant').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
    await check('/bookings/{id} (move dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await page.getByTestId('split-booking').click();
    await expect(page.getByRole('dialog').getByTestId('pick-variant').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
    await check('/bookings/{id} (split dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    // The shipments list, the shipment's page with its issue dialog (the consent), and the AWB's form.
    await visit(page, '/shipments', 'Отправки');
    await expect(page.getByTestId('shipment-row').first()).toBeVisible();
    await check('/shipments');
    await visit(page, `/shipments/${booked.shipmentId}`, `Накладная ${booked.awb}`);
    await check('/shipments/{id}');
    await page.getByTestId('awb-issue').click();
    await expect(page.getByRole('dialog').getByTestId('consent-statements')).toBeVisible();
    await check('/shipments/{id} (issue dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await page.getByTestId('print-menu').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('/shipments/{id} (print menu)');
    await page.keyboard.press('Escape');
    await visit(page, `/shipments/${booked.shipmentId}/edit-awb`, `Изменение накладной ${booked.awb}`);
    await check('/shipments/{id}/edit-awb');
    // The booking's edit page, the order service dialog and the services list; an issued AWB's refund form.
    await visit(page, `/shipments/${booked.shipmentId}/edit-shipment`, `Изменение отправки ${booked.awb}`);
    await check('/shipments/{id}/edit-shipment');
    await visit(page, `/shipments/${booked.shipmentId}`, `Накладная ${booked.awb}`);
    await page.getByTestId('service-order').click();
    await expect(page.getByRole('dialog').getByTestId('service-offer')).toBeVisible();
    await check('/shipments/{id} (order service dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await visit(page, '/services', 'Услуги');
    await check('/services');
    const issued = await issueByApi(page.request, (await bookAhead(page.request)).shipmentId);
    await visit(page, `/shipments/${issued.id}`, `Накладная ${issued.awb}`);
    await page.getByTestId('refund-open').click();
    await expect(page.getByRole('dialog').getByTestId('refund-sum')).toBeVisible();
    await check('/shipments/{id} (refund dialog)');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    expect((await page.request.post(`/api/bookings/shipments/id-${booked.shipmentId}/cancel`)).ok()).toBe(true);
    await visit(page, '/balance', 'Баланс');
    await expect(page.getByTestId('cash-flow-closing')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Движение средств/ })).toBeVisible();
    await check('/balance (agent)');
    await visit(page, '/payments', 'Платежи');
    await expect(page.getByTestId('payment-row').first()).toBeVisible();
    await check('/payments (agent)');

    await signInByApi(context, baseURL!, 'preshipper@demo.test');
    await visit(page, '/accreditations', 'Аккредитация');
    await check('/accreditations (approved shipper)');
    await visit(page, '/notifications', 'Уведомления');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check('/notifications');
    await visit(page, '/profile', 'Профиль');
    await page.getByTestId('notification-bell').click();
    const popover = page.getByRole('group', { name: 'Уведомления' });
    await expect(popover.getByRole('article').first()).toBeVisible();
    await check('notification popover');

    expect(found, `axe found serious or critical violations in the ${theme} theme:\n\n${found.join('\n\n')}\n`).toEqual([]);
  });
}
