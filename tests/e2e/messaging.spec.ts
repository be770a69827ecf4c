import { expect, request as requests, test } from '@playwright/test';
import type { FlightPage } from '../../src/shared/flights';
import type { ShipmentDetail } from '../../src/shared/shipments/shipment';
import { bookAhead, DEMO_PASSWORD, signInByApi } from './support';

// Information exchange as airline staff use it: a flight's manifest (FFM) sent from its info page
// by the demo's outgoing setting at Vnukovo, delivered through the queue, and found in the
// letters log with its recipients and the telegram, monospaced; a status telegram (FSU) pasted
// into the cimp screen, read beside its text and applied to the shipment's movements.

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('airline staff', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
  });

  test("send a flight's FFM and find it in the letters", async ({ page }) => {
    test.setTimeout(90_000);
    const flights = await page.request.get(`/api/flights?departure=VKO&from=${day(2)}&to=${day(2)}&size=1`);
    expect(flights.ok(), await flights.text()).toBe(true);
    const leg = ((await flights.json()) as FlightPage).items[0]!;
    const flight = `${leg.airline}${leg.number}`;

    await page.goto(`/flights/${leg.flightId}`);
    await page.getByRole('tab', { name: 'FFM' }).click();
    await expect(page).toHaveURL(/tab=ffm/);
    // The telegram as it goes now, from the leg's accepted cargo, and to whom the setting sends it.
    const telegram = page.getByLabel('FFM, часть 1 из 1');
    await expect(telegram).toContainText('FFM/8');
    await expect(telegram).toContainText(`1/${flight}/`);
    await expect(page.getByText('Эл. почта: ffm@vko-handling.example')).toBeVisible();
    await expect(page.getByText('FFM по этому сегменту ещё не отправлялась')).toBeVisible();

    await page.getByRole('button', { name: 'Отправить FFM' }).click();
    await expect(page.getByText('FFM отправлена: 1 письмо в очереди').last()).toBeVisible();
    const history = page.getByRole('table', { name: 'Письма FFM' });
    // The queue delivers it (no SMTP server here: the log transport takes it) and the tab sees it.
    await expect(history.getByRole('row').nth(1)).toContainText('Доставлено', { timeout: 20_000 });
    await expect(page.getByText('FFM отправлена', { exact: true })).toBeVisible();

    await page.goto('/letters');
    const row = page.getByRole('row').filter({ hasText: flight }).first();
    await expect(row).toContainText('ffm@vko-handling.example');
    await expect(row).toContainText('Доставлено');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/letters\/\d+$/);
    await expect(page.getByText('load.control@utair-cargo.test')).toBeVisible();
    await expect(page.locator('pre').filter({ hasText: 'FFM/8' })).toContainText(`1/${flight}/`);
    // A letter is what went out: no edit, no delete.
    await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
  });

  test('paste an FSU into the cimp screen, see it read beside its text and applied', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // A fresh shipment of the agent's, so that no other story's tracking changes.
    const agent = await requests.newContext({ baseURL });
    expect((await agent.post('/api/login', { data: { username: 'agent@demo.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
    const booked = await bookAhead(agent);
    await agent.dispose();
    const yesterday = new Date(Date.now() - 86_400_000);
    const dayMonth = `${String(yesterday.getUTCDate()).padStart(2, '0')}${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][yesterday.getUTCMonth()]}`;
    const fsu = `FSU/15\n${booked.awb}NJCUFA/T4K200\nRCS/${dayMonth}1200/NJC/T4K200`;

    await page.goto('/cimp/add');
    await page.getByRole('textbox', { name: /^Телеграмма/ }).fill(fsu);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/cimp\/\d+$/);
    await expect(page.getByText(`Добавлено 1 движение груза по накладной ${booked.awb}`)).toBeVisible();
    // The text as received, monospaced, beside what the codec read in it.
    const raw = page.getByRole('region', { name: 'Как получена' });
    await expect(raw.locator('pre')).toContainText(`RCS/${dayMonth}1200/NJC/T4K200`);
    const read = page.getByRole('region', { name: 'Как прочитана' });
    await expect(read.getByText('Тип сообщения')).toBeVisible();
    await expect(read.getByText(booked.awb)).toBeVisible();
    await expect(read.getByText('Статусы')).toBeVisible();

    // Applied: the shipment has the movement, as if the terminal had entered it.
    const shipment = await page.request.get(`/api/shipments/id-${booked.shipmentId}`);
    expect(shipment.ok(), await shipment.text()).toBe(true);
    expect(((await shipment.json()) as ShipmentDetail).movements.map((movement) => [movement.status, movement.place])).toContainEqual(['RCS', 'NJC']);

    // The shipment page's FFA: the answer to its booking as it goes now; no demo setting sends FFA from NJC, and it says so.
    await page.goto(`/shipments/${booked.shipmentId}`);
    const ffa = page.getByTestId('section-ffa');
    await expect(ffa.getByLabel('FFA в текущем виде')).toContainText(`${booked.awb}NJCUFA/T4K200`);
    await expect(ffa.getByLabel('FFA в текущем виде')).toContainText('/KK');
    await expect(ffa.getByText('Нет активной настройки исходящих, отправляющей FFA из NJC', { exact: false })).toBeVisible();
    await expect(ffa.getByRole('button', { name: 'Отправить FFA' })).toBeDisabled();
  });
});
