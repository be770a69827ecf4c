import { expect, test } from '@playwright/test';
import type { UserBalance } from '../../src/shared/finance';
import { agentBalance, rubles, signInByApi } from './support';

// Balances as airline staff and agents use them: staff correct the agent's balance from the
// balance page (a debit past the floor refused on the form, nothing typed lost), and the agent sees
// the correction with its reason among its operations and in the header's balance.

test('staff correct an agent’s balance, and the agent sees it with its reason', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const reason = `Сверка e2e ${Date.now()}`;

  const staff = await browser.newContext();
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const page = await staff.newPage();
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'Баланс' })).toBeVisible();
  await expect(page.getByTestId('balance-operation').first()).toBeVisible();

  // Choose the agent's contract: its money and cash flow head the page.
  await page.getByRole('combobox', { name: 'Договор' }).click();
  await page.getByRole('option', { name: /UT-AG-2024\/017/ }).click();
  await expect(page.getByTestId('contract-balance')).toContainText('UT-AG-2024/017');
  await expect(page.getByTestId('cash-flow-closing')).toBeVisible();

  await page.getByRole('button', { name: 'Скорректировать баланс' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toContainText('UT-AG-2024/017');
  // Far past the credit limit: refused on the form, with what is available; what was typed stays.
  await dialog.getByRole('textbox', { name: /^Сумма/ }).fill('-99999999');
  await dialog.getByRole('textbox', { name: /^Причина/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Скорректировать' }).click();
  await expect(dialog.getByText(/Договор UT-AG-2024\/017 выйдет за кредитный лимит/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Причина/ })).toHaveValue(reason);
  // Too many decimals for rubles: said on the field before anything is sent.
  await dialog.getByRole('textbox', { name: /^Сумма/ }).fill('100,505');
  await dialog.getByRole('button', { name: 'Скорректировать' }).click();
  await expect(dialog.getByText('Слишком много знаков после запятой для этой валюты')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Сумма/ }).fill('1 000,50');
  await dialog.getByRole('button', { name: 'Скорректировать' }).click();
  await expect(dialog).toBeHidden();
  const newest = page.getByTestId('balance-operation').first();
  await expect(newest).toContainText(reason);
  await expect(newest).toContainText(/\+1[\s\u00a0\u202f]000,50\s?₽/);
  await staff.close();

  // The agent: the correction among its operations, and the header's balance is the new one.
  const agent = await browser.newContext();
  await signInByApi(agent, baseURL!, 'agent@demo.test');
  const balance = await agentBalance(agent.request);
  const own = await agent.newPage();
  await own.goto('/balance');
  await expect(own.getByTestId('balance-operation').first()).toContainText(reason);
  await expect(own.getByTestId('contract-balance')).toContainText(rubles(balance));
  const header = own.getByTestId('header-balance');
  // Compact in the header: whole rubles.
  await expect(header).toContainText(new RegExp(`^${rubles(Math.round(balance / 100) * 100, { short: true }).source}$`));
  await header.click();
  const popover = own.getByRole('group', { name: 'Баланс', exact: true });
  await expect(popover.getByText('Договор UT-AG-2024/017')).toBeVisible();
  await expect(popover.getByText('Доступно')).toBeVisible();

  // The contract's own balance tab: its money, cash flow and latest operations, the correction among them.
  const contractId = ((await (await agent.request.get('/api/balance/user')).json()) as UserBalance[])[0]!.contractId;
  await own.goto(`/contracts/${contractId}?tab=balance`);
  await expect(own.getByRole('tab', { name: 'Баланс' })).toHaveAttribute('aria-selected', 'true');
  await expect(own.getByTestId('contract-balance')).toContainText(rubles(balance));
  await expect(own.getByTestId('cash-flow-closing')).toBeVisible();
  // The chart's step: weeks instead of months, the same cash flow drawn again.
  await own.getByRole('tab', { name: 'Недели' }).click();
  await expect(own.getByRole('heading', { name: 'Последние двенадцать недель' })).toBeVisible();
  await expect(own.getByRole('img', { name: /^Движение средств/ })).toBeVisible();
  await expect(own.getByTestId('balance-operation').first()).toContainText(reason);
  await agent.close();
});

test('a company on its way to a contract has no balance: no header figure, and the page is refused', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'newclient@demo.test');
  await page.goto('/balance');
  await expect(page.getByRole('heading', { name: 'У вас недостаточно прав для просмотра этой страницы' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});
