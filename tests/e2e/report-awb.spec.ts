import { expect, test } from '@playwright/test';
import type { ReportAwb } from '../../src/shared/reports/report-awb';
import { signInByApi } from './support';

// The AWB report as airline staff ask for one: a reversed range is refused with section 5's
// message on its maximum (what was typed stays), a valid one is built in the background and its
// page shows the totals the server counted, the chart beside the table, and exports to xlsx.

test.beforeEach(async ({ context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
});

const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
};

test('a reversed range shows the spec’s message on the field; a valid report builds and shows its totals', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/report-awb');
  await expect(page.getByRole('heading', { level: 1, name: 'Отчёт по накладным' })).toBeVisible();
  await page.getByRole('button', { name: 'Новый отчёт' }).click();
  await expect(page).toHaveURL(/\/report-awb\/add$/);

  const form = page.getByRole('form', { name: 'Новый отчёт по накладным' });
  const from = form.getByRole('combobox', { name: /^С/ });
  const to = form.getByRole('combobox', { name: /^По/ });
  await from.fill('01.05.2026');
  await to.fill('01.03.2026');
  await page.getByRole('radio', { name: 'Маршрут' }).check();
  await page.getByRole('button', { name: 'Построить отчёт' }).click();
  await expect(page.getByText('Минимум должен быть меньше максимума')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue('01.05.2026');
  await expect(page).toHaveURL(/\/report-awb\/add$/);

  // A missing end is section 5's required field.
  await to.fill('');
  await to.press('Tab');
  await page.getByRole('button', { name: 'Построить отчёт' }).click();
  await expect(page.getByText('Заполните это поле')).toBeVisible();

  await from.fill('01.01.2024');
  await from.press('Tab');
  await to.fill(today());
  await to.press('Tab');
  await expect(page.getByText('Заполните это поле')).toBeHidden();
  await page.getByRole('button', { name: 'Построить отчёт' }).click();
  await expect(page).toHaveURL(/\/report-awb\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByText('Готов', { exact: true })).toBeVisible({ timeout: 30_000 });

  const report = (await (await page.request.get(`/api/report-awb/id-${id}`)).json()) as ReportAwb;
  expect(report).toMatchObject({ state: 'ready', groupBy: 'route' });
  expect(report.totals.shipments).toBeGreaterThan(0);
  const totals = page.getByRole('region', { name: 'Итоги' });
  const figure = (name: string) => totals.locator(`[data-figure="${name}"]`);
  const number = (value: number, digits = 0) => new Intl.NumberFormat('ru', { maximumFractionDigits: digits }).format(value);
  await expect(figure('shipments')).toContainText(number(report.totals.shipments));
  await expect(figure('pieces')).toContainText(number(report.totals.pieces));
  await expect(figure('weight')).toContainText(number(report.totals.weight, 1));
  await expect(figure('chargeableWeight')).toContainText(number(report.totals.chargeableWeight, 1));
  // Every route is a row of the table and a bar of the chart.
  const routes = [...new Set(report.lines.map((line) => line.key))];
  await expect(page.getByRole('img', { name: /Платный вес/ }).locator('rect[rx]')).toHaveCount(routes.length * 2);
  for (const route of routes) await expect(page.getByRole('table', { name: 'Отчёт по накладным' }).getByRole('cell', { name: route, exact: true }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^awb-report-2024-01-01-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The list shows it ready.
  await page.getByRole('link', { name: 'Отчёт по накладным' }).first().click();
  await expect(page).toHaveURL(/\/report-awb$/);
  await expect(page.getByRole('row').filter({ hasText: 'Маршрут' }).first()).toContainText('Готов');
});
