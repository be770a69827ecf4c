import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { NotificationCount } from '../../src/shared/notifications/schemas';
import { statementFile } from '../../src/server/modules/finance/statement.test-support';
import { agentBalance, rubles, signInByApi } from './support';

// Payments as the airline's accountant and a client live them: the accountant imports the bank's
// statement (one order names the agent's contract and is credited at once, one does not and waits,
// one is the airline's own outgoing payment), then assigns the waiting one from its dialog. The
// agent, with its balance page open, sees the header's balance and the bell change as each is
// credited, and the notification's link opens the payment on its contract's filter.

/** The agent's contract and its contractor's INN (seed). */
const AGENT_CONTRACT = 'UT-AG-2024/017';
const AGENT_INN = '7203412655';

const unread = async (request: APIRequestContext): Promise<number> => ((await (await request.get('/api/notification/count')).json()) as NotificationCount).all;

/** The header's balance says this amount (its label has it in full). */
const headerSays = (page: Page, minor: number) => expect(page.getByTestId('header-balance')).toHaveAttribute('aria-label', new RegExp(`^Баланс: ${rubles(minor).source}$`));

test('staff import a statement and assign its unmatched payment; the client’s balance and bell change live, and the link opens the payment', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now()).slice(-7);
  const [credited, waiting, outgoing] = [`${stamp}1`, `${stamp}2`, `${stamp}3`];

  // The agent, on its balance page: this tab leads, so it holds the live streams.
  const agent = await browser.newContext();
  await signInByApi(agent, baseURL!, 'agent@demo.test');
  const before = await agentBalance(agent.request);
  const bell = await unread(agent.request);
  const own = await agent.newPage();
  await own.goto('/balance');
  await expect(own.locator('html')).toHaveAttribute('data-live-leader', 'true');
  await headerSays(own, before);

  const staff = await browser.newContext();
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const page = await staff.newPage();
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Платежи' })).toBeVisible();
  await page.getByRole('button', { name: 'Загрузить выписку' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Выбрать файл').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: statementFile([
      { number: credited, date: '2026-11-23', amount: '10000.00', payerInn: AGENT_INN, payerName: 'ООО "Сибирь Логистик"', purpose: `Оплата по договору ${AGENT_CONTRACT} за перевозку груза. НДС не облагается` },
      { number: waiting, date: '2026-11-23', amount: '5000.00', payerInn: AGENT_INN, payerName: 'ООО "Сибирь Логистик"', purpose: 'Оплата по счёту 77 за авиаперевозку. НДС не облагается' },
      { number: outgoing, date: '2026-11-24', amount: '1200.00', payerInn: '7707083893', payerName: 'ПАО Сбербанк', purpose: 'Комиссия банка', outgoing: true },
    ]),
  });
  await expect(dialog.getByRole('status')).toHaveText('Зачислено: 1, ждут решения: 1, загружены ранее: 0, исходящие: 1');
  const lines = dialog.getByTestId('statement-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: credited })).toContainText('Зачислен');
  await expect(lines.filter({ hasText: credited })).toContainText(AGENT_CONTRACT);
  await expect(lines.filter({ hasText: waiting })).toContainText('Ждёт решения');
  await expect(lines.filter({ hasText: outgoing })).toContainText('Исходящий');

  // The credited one reaches the agent at once: the header's balance and the bell.
  await headerSays(own, before + 1_000_000);
  await expect(own.getByTestId('notification-count')).toHaveText(String(bell + 1));

  // The accountant finds the waiting one and accepts it: the payer's only contract is proposed.
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByText(/ждёт решения|ждут решения/)).toBeVisible();
  await page.getByRole('searchbox').fill(waiting);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  await expect(page.getByTestId('payment-row')).toContainText('Договор не определён');
  await page.getByRole('button', { name: `Открыть платёж № ${waiting}` }).click();
  const payment = page.getByRole('dialog', { name: `Платёж № ${waiting}` });
  await expect(payment.getByRole('combobox')).toContainText(AGENT_CONTRACT);
  await payment.getByRole('textbox', { name: 'Комментарий' }).fill('Счёт 77 выставлен по договору агента');
  await payment.getByRole('button', { name: 'Зачислить' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('payment-row')).toContainText('Принят');
  await expect(page.getByTestId('payment-row')).toContainText(AGENT_CONTRACT);

  await headerSays(own, before + 1_500_000);
  await expect(own.getByTestId('notification-count')).toHaveText(String(bell + 2));
  expect(await agentBalance(agent.request)).toBe(before + 1_500_000);

  // The notification's link opens the payment over the agent's payments, on its contract's filter.
  await own.getByTestId('notification-bell').click();
  const card = own.getByRole('article').filter({ hasText: waiting }).first();
  await expect(card).toContainText('Платёж зачислен');
  await card.getByRole('link', { name: waiting }).click();
  await expect(own).toHaveURL(/\/payments\?openId=\d+&shared%5BcontractId%5D=\d+$/);
  const opened = own.getByRole('dialog', { name: `Платёж № ${waiting}` });
  await expect(opened).toContainText('Принят');
  await expect(opened).toContainText('Счёт 77 выставлен по договору агента');
  await expect(opened.getByRole('button', { name: 'Зачислить' })).toHaveCount(0);
  await opened.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(own).toHaveURL(/\/payments\?shared%5BcontractId%5D=\d+$|\/payments\?contractId=\d+$/);
  await expect(own.getByTestId('payment-row').filter({ hasText: credited })).toContainText('Принят');

  // The same statement again credits nothing twice.
  await page.getByRole('button', { name: 'Загрузить выписку' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Выбрать файл')
    .setInputFiles({
      name: 'kl_to_1c.txt',
      mimeType: 'text/plain',
      buffer: statementFile([{ number: credited, date: '2026-11-23', amount: '10000.00', payerInn: AGENT_INN, payerName: 'ООО "Сибирь Логистик"', purpose: `Оплата по договору ${AGENT_CONTRACT} за перевозку груза. НДС не облагается` }]),
    });
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Зачислено: 0, ждут решения: 0, загружены ранее: 1, исходящие: 0');
  expect(await agentBalance(agent.request)).toBe(before + 1_500_000);

  await staff.close();
  await agent.close();
});

test('a statement with bad orders is refused whole, each problem on its line, and nothing is written', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
  const stamp = String(Date.now()).slice(-7);
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Загрузить выписку' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Выбрать файл').setInputFiles({
    name: 'kl_to_1c.txt',
    mimeType: 'text/plain',
    buffer: statementFile([
      { number: `${stamp}1`, date: '2026-11-23', amount: '700.00', payerInn: AGENT_INN, purpose: `Оплата по договору ${AGENT_CONTRACT}` },
      { number: `${stamp}2`, date: '2026-11-23', amount: 'семьсот', payerInn: '12345', purpose: 'Оплата' },
    ]),
  });
  await expect(dialog.getByRole('alert')).toBeVisible();
  const problems = dialog.getByTestId('statement-problem');
  await expect(problems.filter({ hasText: 'Сумма' })).toHaveCount(1);
  await expect(problems.filter({ hasText: 'ПлательщикИНН' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('searchbox').fill(`${stamp}1`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Нет платежей по этим фильтрам' })).toBeVisible();
});
