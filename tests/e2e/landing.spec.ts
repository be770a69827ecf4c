import { expect, test } from '@playwright/test';
import { DEMO_FOREIGN_AWB, DEMO_TRACKED_AWB, DEMO_UNKNOWN_AWB } from '../../src/server/db/seed/demo-facts';

test.describe('landing page', () => {
  test('shows the advantages, the four steps and a way to become a client', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Грузовые перевозки ЮТэйр' })).toBeVisible();
    for (const advantage of ['Прямые тарифы', 'Приоритет', 'Мгновенное бронирование']) {
      await expect(page.getByRole('heading', { name: advantage })).toBeVisible();
    }
    const steps = page.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Авторизация');
    await expect(steps.nth(3)).toContainText('Бронирование и отправка');
    // Section 9: the header is 100 px tall on the cabinet's index page.
    await expect(page.locator('header')).toHaveCSS('height', '100px');
    await page.getByRole('link', { name: 'Стать клиентом' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.locator('header')).toHaveCSS('height', '64px');
  });

  test('finds a shipment by its AWB number and shows its route and movements', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Отслеживание груза по номеру накладной').fill(DEMO_TRACKED_AWB);
    await page.getByRole('button', { name: 'Найти' }).click();
    const result = page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`);
    await expect(result).toBeVisible();
    await expect(result).toContainText('SGC → TJM → VKO');
    const rows = result.getByRole('row');
    // Header row, then RCS at Surgut through DLV at Vnukovo.
    await expect(rows.nth(1)).toContainText('RCS');
    await expect(rows.nth(1)).toContainText('SGC');
    await expect(rows.last()).toContainText('DLV');
    await expect(rows.last()).toContainText('VKO');
    // The number is in the address: reloading shows the same result.
    await expect(page).toHaveURL(new RegExp(`awb=${DEMO_TRACKED_AWB}`));
    await page.reload();
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toBeVisible();
  });

  test('tracks any client’s shipment without signing in', async ({ page }) => {
    await page.goto(`/?awb=${DEMO_FOREIGN_AWB}`);
    await expect(page.getByLabel(`Отправка ${DEMO_FOREIGN_AWB}`)).toBeVisible();
  });

  test('says "AWB not found" for a well-formed number not on file', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Отслеживание груза по номеру накладной').fill(DEMO_UNKNOWN_AWB);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByText('Накладная не найдена')).toBeVisible();
  });

  test('refuses a malformed number on the field, without asking the server', async ({ page }) => {
    await page.goto('/');
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/shipments/tracking/')) asked = true;
    });
    const field = page.getByLabel('Отслеживание груза по номеру накладной');
    await field.fill('298-1234');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByText('Введите номер накладной в виде 000-00000000')).toBeVisible();
    await field.fill('298-45182304');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page.getByText(/последняя цифра должна быть остатком/)).toBeVisible();
    expect(asked).toBe(false);
  });
});
