import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { agentBalance, connectionWithRoom, pickLookup, rubles, signInByForm } from './support';

// Booking a connection as an agent (issue 16): the search's Book button brings the variant and its
// cargo to the booking form; a stock number and a name later both legs are confirmed (KK) and the
// price is held on the balance, which the header shows at once. The bookings list has a row per leg,
// and the booking's page cancels it: the money comes back. The seeded month closes a few legs at
// random, so the test looks for a day whose first variant has room.

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const headerSays = (page: Page, minor: number) =>
  expect(page.getByTestId('header-balance')).toContainText(new RegExp(`^${rubles(Math.round(minor / 100) * 100, { short: true }).source}$`));

test('an agent books a connection, sees it confirmed and held, lists it and cancels it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signInByForm(page, 'agent@demo.test');
  await expect(page).toHaveURL('/pricing');
  const before = await agentBalance(page.request);
  await headerSays(page, before);

  const card = await connectionWithRoom(page, (date) => `/pricing?departure=NJC&arrival=UFA&date=${date}&pieces=2&weight=120&volume=0.5`);
  await card.getByTestId('variant-book').click();
  await expect(page).toHaveURL(/\/booking\?variant=[A-Za-z0-9_-]{22}&pieces=2&weight=120&volume=0\.5$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Бронирование' })).toBeVisible();
  await expect(page.getByTestId('leg')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: /^Мест/ })).toHaveValue('2');

  // Without a number and a name the form says what is missing, on the fields.
  await page.getByTestId('book-submit').click();
  await expect(page.getByText('Заполните это поле').first()).toBeVisible();

  await pickLookup(page, /^Номер накладной/, '298', /^298-/);
  // The name is typed, or picked from the commodity handbook's names.
  const cargoName = page.getByRole('combobox', { name: /^Наименование груза/ });
  await cargoName.fill('Автозап');
  await page.getByRole('option', { name: /Автозапчасти/ }).click();
  await expect(cargoName).toHaveValue('Автозапчасти');
  await page.getByTestId('book-submit').click();

  const answer = page.getByTestId('booking-answer');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByTestId('answer-leg')).toHaveCount(2);
  for (const leg of await answer.getByTestId('answer-leg').all()) await expect(leg.getByTestId('booking-status')).toHaveAttribute('data-status', 'KK');
  await expect(answer.getByTestId('booking-status').first()).toHaveText('KK · подтверждено');
  await expect(answer.getByTestId('booking-hold')).toContainText('Заблокировано на балансе');

  // The hold is the price, and the header shows the balance less it at once.
  const href = (await answer.getByTestId('open-booking').getAttribute('href'))!;
  const shipmentId = Number(/\/bookings\/(\d+)$/.exec(href)![1]);
  const shipment = (await (await page.request.get(`/api/bookings/shipments/id-${shipmentId}`)).json()) as { hold: { amount: number }; price: { total: number } };
  expect(shipment.hold.amount).toBe(shipment.price.total);
  await expect(answer.getByTestId('booking-hold')).toContainText(rubles(shipment.price.total));
  expect(await agentBalance(page.request)).toBe(before - shipment.price.total);
  await headerSays(page, before - shipment.price.total);

  // The list: a row per leg, each opening the booking.
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Бронирования' })).toBeVisible();
  const rows = page.getByTestId('booking-row').filter({ has: page.locator(`a[href="/bookings/${shipmentId}"]`) });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('booking-status')).toHaveText('KK · подтверждено');
  // The same list as a workbook.
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bookings-export').click()]);
  expect(sheet.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect((await readFile((await sheet.path())!)).subarray(0, 2).toString()).toBe('PK');
  await rows.first().getByRole('cell').first().click();
  await expect(page).toHaveURL(`/bookings/${shipmentId}`);

  // The booking's page: both legs, the hold, the history; cancelling gives the money back.
  await expect(page.getByTestId('info-leg')).toHaveCount(2);
  await expect(page.getByTestId('info-hold')).toContainText(rubles(shipment.price.total));
  await expect(page.getByTestId('history-entry').first()).toBeVisible();
  await page.getByTestId('cancel-booking').click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Отменить бронирование' }).click();
  await expect(page.getByTestId('info-leg').first().getByTestId('booking-status')).toHaveText('KK · отменено');
  await expect(page.getByTestId('cancel-booking')).toHaveCount(0);
  await expect(page.getByTestId('info-hold')).toHaveText('Ничего не заблокировано');
  expect(await agentBalance(page.request)).toBe(before);
  await headerSays(page, before);
});

test('a booking re-tariffed for another cargo is booked once the new price is agreed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInByForm(page, 'agent@demo.test');
  await expect(page).toHaveURL('/pricing');
  // A variant priced for 120 kg, booked for 200 kg: the server names the price of what is sent.
  let variantId: string | undefined;
  for (let offset = 3; offset < 12 && !variantId; offset++) {
    const answer = await page.request.get(`/api/pricing/search?departure=NJC&arrival=UFA&date=${day(offset)}&pieces=2&weight=120&volume=0.5`);
    const found = ((await answer.json()) as { variants: { id: string; capacity: string; price: unknown }[] }).variants.find((one) => one.capacity === 'free' && one.price);
    variantId = found?.id;
  }
  expect(variantId).toBeDefined();
  await page.goto(`/booking?variant=${variantId}&pieces=2&weight=200&volume=0.5`);
  await pickLookup(page, /^Номер накладной/, '298', /^298-/);
  await page.getByRole('combobox', { name: /^Наименование груза/ }).fill('Запчасти');
  await page.keyboard.press('Escape');
  await page.getByTestId('book-submit').click();
  const refusal = page.getByTestId('retariffed');
  await expect(refusal).toContainText('Произошла перетарификация. Цена могла измениться.');
  await expect(refusal).toContainText(/Цена сейчас: [\d\s\u00a0\u202f]+,\d\d\s?₽\./);
  await refusal.getByRole('button', { name: 'Забронировать по новой цене' }).click();
  const answer = page.getByTestId('booking-answer');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByTestId('answer-leg')).toHaveCount(2);

  // Cancelled again, so the balance is as it was for the other stories.
  const href = (await answer.getByTestId('open-booking').getAttribute('href'))!;
  expect((await page.request.post(`/api/bookings/shipments/id-${/(\d+)$/.exec(href)![1]}/cancel`)).ok()).toBe(true);
});

test('an agent types the flights by hand, is told which one does not fly, and books them with the shipper and consignee', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInByForm(page, 'agent@demo.test');
  await expect(page).toHaveURL('/pricing');
  // The flights of a connection with room, as the agent would know them from the timetable.
  let found: { date: string; legs: { number: string }[] } | undefined;
  for (let offset = 3; offset < 12 && !found; offset++) {
    const answer = await page.request.get(`/api/pricing/search?departure=NJC&arrival=UFA&date=${day(offset)}&days=0&pieces=1&weight=80`);
    found = ((await answer.json()) as { variants: { date: string; capacity: string; price: unknown; legs: { number: string }[] }[] }).variants.find((one) => one.capacity === 'free' && one.price);
  }
  expect(found).toBeDefined();
  const [first, second] = found!.legs.map((leg) => leg.number);

  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Рейсы, указанные вручную' });
  await pickLookup(page, /^Откуда/, 'NJC', /^NJC /);
  await pickLookup(page, /^Куда/, 'UFA', /^UFA /);
  await form.getByLabel('Дата вылета').fill(found!.date);
  await form.getByRole('textbox', { name: /^Вес/ }).fill('80');
  await form.getByRole('textbox', { name: /^Рейс/ }).fill('UT9999');
  await form.getByRole('textbox', { name: /^Стыковочный рейс/ }).fill(second!.slice(2));
  await form.getByRole('button', { name: 'Найти эти рейсы' }).click();
  await expect(form.getByText(`Рейс UT9999 не вылетает из NJC ${found!.date}`)).toBeVisible();

  await form.getByRole('textbox', { name: /^Рейс/ }).fill(first!);
  await form.getByRole('button', { name: 'Найти эти рейсы' }).click();
  await expect(page).toHaveURL(/\/booking\?variant=[A-Za-z0-9_-]{22}&pieces=1&weight=80$/);
  await expect(page.getByTestId('leg')).toHaveCount(2);
  await expect(page.getByTestId('leg').first()).toContainText(first!);

  await pickLookup(page, /^Номер накладной/, '298', /^298-/);
  await page.getByRole('combobox', { name: /^Наименование груза/ }).fill('Запчасти');
  await page.keyboard.press('Escape');

  // The shipper and consignee, folded away until wanted; one begun needs its name.
  await page.getByRole('button', { name: 'Отправитель и получатель' }).click();
  const shipper = page.getByTestId('party-shipper');
  const consignee = page.getByTestId('party-consignee');
  await shipper.getByRole('textbox', { name: /^Наименование/ }).fill('ООО Сибирь Трейд');
  await shipper.getByRole('textbox', { name: /^Город/ }).fill('Нижневартовск');
  await consignee.getByRole('textbox', { name: /^Город/ }).fill('Уфа');
  await page.getByTestId('book-submit').click();
  await expect(consignee.getByText('Заполните это поле')).toBeVisible();
  await consignee.getByRole('textbox', { name: /^Наименование/ }).fill('Башкир Авто');
  await page.getByTestId('book-submit').click();

  const answer = page.getByTestId('booking-answer');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  for (const leg of await answer.getByTestId('answer-leg').all()) await expect(leg.getByTestId('booking-status')).toHaveAttribute('data-status', 'KK');
  await answer.getByTestId('open-booking').click();
  await expect(page.getByTestId('info-shipper')).toHaveText('ООО Сибирь Трейд, Нижневартовск');
  await expect(page.getByTestId('info-consignee')).toHaveText('Башкир Авто, Уфа');

  // Cancelled again, so the balance is as it was for the other stories.
  const shipmentId = /\/bookings\/(\d+)$/.exec(page.url())![1];
  expect((await page.request.post(`/api/bookings/shipments/id-${shipmentId}/cancel`)).ok()).toBe(true);
});
