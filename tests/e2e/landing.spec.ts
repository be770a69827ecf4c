import { expect, test, type Page } from '@playwright/test';
import { DEMO_FOREIGN_AWB, DEMO_TRACKED_AWB, DEMO_UNKNOWN_AWB } from '../../src/server/db/seed/demo-facts';
import { useLanguage } from './support';

const FIELD = 'Отслеживание груза по номеру накладной';
const FORMAT = 'Введите номер накладной в виде 000-00000000';
const CHECK_DIGIT = 'Похоже, в номере опечатка: сверьте цифры с накладной';
const NOT_FOUND = 'Накладная не найдена';
const WRONG_CHECK_DIGIT = `${DEMO_TRACKED_AWB.slice(0, -1)}${(Number(DEMO_TRACKED_AWB.at(-1)) + 1) % 10}`;

async function search(page: Page, awb: string): Promise<void> {
  await page.getByLabel(FIELD).fill(awb);
  await page.getByRole('button', { name: 'Найти' }).click();
}

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
    // Its AWB was accepted, and its latest movement is DLV: it shows as delivered, and where.
    await expect(result.getByText('Выдан получателю', { exact: true })).toBeVisible();
    await expect(result.getByText('Принят к перевозке')).toHaveCount(0);
    await expect(result.getByText(/^VKO, /)).toBeVisible();
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
    await field.fill(WRONG_CHECK_DIGIT);
    await page.getByRole('button', { name: 'Найти' }).click();
    // Said to a person: what to check, not how the check digit is computed.
    await expect(page.getByText(CHECK_DIGIT)).toBeVisible();
    await expect(page.getByText(/модул|остатком|mod/i)).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test('leaves no earlier answer under the field once a number is refused', async ({ page }) => {
    await page.goto('/');
    await search(page, DEMO_UNKNOWN_AWB);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await search(page, WRONG_CHECK_DIGIT);
    await expect(page.getByText(CHECK_DIGIT)).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);

    await search(page, DEMO_TRACKED_AWB);
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toBeVisible();
    await expect(page.getByText(CHECK_DIGIT)).toHaveCount(0);
    await search(page, '298-1234');
    await expect(page.getByText(FORMAT)).toBeVisible();
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toHaveCount(0);

    // Back returns to the shipment, its answer and its number together; reload keeps the refusal.
    await page.goBack();
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toBeVisible();
    await expect(page.getByLabel(FIELD)).toHaveValue(DEMO_TRACKED_AWB);
    await expect(page.getByText(FORMAT)).toHaveCount(0);
    await page.goForward();
    await page.reload();
    await expect(page.getByText(FORMAT)).toBeVisible();
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 800 },
  ]) {
    test(`keeps the search box and its button in place while messages come and go (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Найти' });
      const field = page.getByLabel(FIELD);
      // Where each sits on the page (not in the window, which clicking may scroll).
      const onPage = (element: Element) => {
        const box = element.getBoundingClientRect();
        return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
      };
      const place = async () => ({ button: await button.evaluate(onPage), field: await field.evaluate(onPage) });
      const start = await place();
      for (const [awb, shown] of [
        [WRONG_CHECK_DIGIT, CHECK_DIGIT],
        [DEMO_UNKNOWN_AWB, NOT_FOUND],
        ['298-1234', FORMAT],
        [DEMO_TRACKED_AWB, `Накладная ${DEMO_TRACKED_AWB}`],
        ['', 'Заполните это поле'],
      ] as const) {
        await search(page, awb);
        await expect(page.getByText(shown, { exact: true })).toBeVisible();
        expect(await place(), `after ${awb || 'nothing'}`).toEqual(start);
      }
    });
  }

  const [prefix, serial] = DEMO_TRACKED_AWB.split('-') as [string, string];
  const [head, tail] = [serial.slice(0, 4), serial.slice(4)];
  for (const typed of [`${prefix} ${head} ${tail}`, `${prefix}-${head} ${tail}`, `${prefix} ${serial}`, `${prefix}${serial}`, `${prefix}-${serial}`, `  ${prefix} ${head} ${tail} `]) {
    test(`takes the number typed as ${JSON.stringify(typed)} and shows it as ${DEMO_TRACKED_AWB}`, async ({ page }) => {
      await page.goto('/');
      await search(page, typed);
      await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: `Накладная ${DEMO_TRACKED_AWB}` })).toBeVisible();
      await expect(page.getByLabel(FIELD)).toHaveValue(DEMO_TRACKED_AWB);
      expect(new URL(page.url()).searchParams.get('awb')).toBe(DEMO_TRACKED_AWB);
    });
  }

  test('puts a number linked as typed into the address the one way it is shown', async ({ page }) => {
    await page.goto(`/?awb=${encodeURIComponent(`${prefix} ${head} ${tail}`)}`);
    await expect(page.getByLabel(`Отправка ${DEMO_TRACKED_AWB}`)).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('awb')).toBe(DEMO_TRACKED_AWB);
    await expect(page.getByLabel(FIELD)).toHaveValue(DEMO_TRACKED_AWB);
  });

  test('speaks English too: the shown status and the messages', async ({ page, context, baseURL }) => {
    await useLanguage(context, baseURL ?? '', 'en');
    await page.goto(`/?awb=${DEMO_TRACKED_AWB}`);
    const result = page.getByLabel(`Shipment ${DEMO_TRACKED_AWB}`);
    await expect(result.getByText('Delivered', { exact: true })).toBeVisible();
    await page.getByLabel('Track a shipment by its AWB number').fill(WRONG_CHECK_DIGIT);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('A digit seems mistyped: check the number against the air waybill')).toBeVisible();
    await expect(result).toHaveCount(0);
  });
});
