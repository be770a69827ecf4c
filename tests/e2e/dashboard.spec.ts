import { expect, test } from '@playwright/test';
import { signInByApi } from './support';

// The dashboard of each role: its blocks (decided by the server), a block's link opening the
// screen behind it, and the quick search by AWB number opening the shipment.

test('airline staff see their blocks, and a block opens its screen filtered', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await signInByApi(context, baseURL!, 'airline@demo.test');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  for (const kind of ['flights', 'bookings-processing', 'accreditations-waiting', 'payments-to-assign', 'telegrams-error']) {
    await expect(page.getByTestId(`dashboard-block-${kind}`)).toBeVisible();
  }
  await expect(page.getByTestId('dashboard-block-balance')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-block-accreditation-step')).toHaveCount(0);

  await page.getByTestId('dashboard-block-payments-to-assign').getByRole('link', { name: 'Все ожидающие платежи' }).click();
  await expect(page).toHaveURL(/\/payments\?status=wait$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Платежи' })).toBeVisible();
  await context.close();
});

test('an agent sees its blocks and opens a shipment by its AWB number', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await signInByApi(context, baseURL!, 'agent@demo.test');
  const page = await context.newPage();
  await page.goto('/dashboard');
  for (const kind of ['balance', 'bookings-waiting', 'shipments-moving', 'notifications']) {
    await expect(page.getByTestId(`dashboard-block-${kind}`)).toBeVisible();
  }
  await expect(page.getByTestId('dashboard-block-flights')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-block-balance')).toContainText('Удержано');

  const search = page.getByRole('search');
  await search.getByRole('textbox').fill('298-45182304');
  await search.getByRole('button', { name: 'Открыть' }).click();
  await expect(search).toContainText("опечатка");
  await search.getByRole('textbox').fill('298 4518 2303');
  await search.getByRole('button', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(/\/shipments\/298-45182303$/);
  await expect(page.getByText('298-45182303').first()).toBeVisible();
  await context.close();
});

test('a new client sees its accreditation step, and the block opens its questionnaire', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await signInByApi(context, baseURL!, 'newclient@demo.test');
  const page = await context.newPage();
  await page.goto('/dashboard');
  const block = page.getByTestId('dashboard-block-accreditation-step');
  await expect(block).toBeVisible();
  await expect(block.getByTestId('accreditation-step')).not.toBeEmpty();
  await expect(page.getByTestId('dashboard-block-balance')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-block-notifications')).toHaveCount(0);
  await block.getByRole('link', { name: 'Открыть анкету' }).click();
  await expect(page).toHaveURL(/\/accreditations\/(add|\d+)$/);
  await context.close();
});
