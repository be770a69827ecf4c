import { expect, test } from '@playwright/test';
import { connectionWithRoom, pickLookup, rubles, signInByForm } from './support';

// Airline staff book for a client (issue 16, `bookings-add`): from the bookings list, the client's
// contract first, then the pricing search priced under it; a variant's Book button opens the form,
// whose AWB numbers come from that contract's stock. The booking's source is the airline's, its
// price held on the client's balance, and the client finds it in its own list. The seeded month
// closes a few legs at random, so the test looks for a day whose first variant has room.

const AGENT_CONTRACT = 'UT-AG-2024/017';
const OTHER_CONTRACT = 'UT-AG-2023/005';

test("airline staff book for an agent under its contract, from its stock; the agent sees the booking", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signInByForm(page, 'airline@demo.test');
  await expect(page).toHaveURL('/accreditations');
  const contracts = (await (await page.request.get('/api/balance/user/contracts-list')).json()) as { contractResponse: { id: number; number: string } }[];
  const idOf = (number: string) => contracts.find((row) => row.contractResponse.number === number)!.contractResponse.id;
  const agentContract = idOf(AGENT_CONTRACT);

  // From the bookings list: the client's contract first, then the search.
  await page.goto('/bookings');
  await page.getByTestId('book-for-client').click();
  await expect(page).toHaveURL('/bookings/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Бронирование для клиента' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Поиск рейсов и цен' })).toHaveCount(0);
  await page.getByRole('combobox', { name: /^Договор клиента/ }).click();
  await page.getByRole('option', { name: `${AGENT_CONTRACT} · Сибирь Логистик` }).click();
  await expect(page).toHaveURL(`/bookings/add?contract=${agentContract}`);
  await expect(page.getByTestId('client-available')).toContainText('Доступно для бронирования');

  // The search keeps the contract in the address and prices under it (not the public fares).
  await pickLookup(page, /^Откуда/, 'NJC', /^NJC/);
  await pickLookup(page, /^Куда/, 'UFA', /^UFA/);
  await page.getByRole('textbox', { name: /^Вес/ }).fill('120');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/add\\?contract=${agentContract}&departure=NJC&arrival=UFA&`));
  await expect(page.getByTestId('variant').first().or(page.getByRole('status').first())).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Цены по публичным тарифам.')).toHaveCount(0);

  const card = await connectionWithRoom(page, (date) => `/bookings/add?contract=${agentContract}&departure=NJC&arrival=UFA&date=${date}&pieces=2&weight=120&volume=0.5`);
  await card.getByTestId('variant-book').click();
  await expect(page).toHaveURL(new RegExp(`/bookings/add\\?contract=${agentContract}&variant=[A-Za-z0-9_-]{22}&pieces=2&weight=120&volume=0\\.5$`));
  await expect(page.getByTestId('client-contract')).toContainText(`Для клиента: ${AGENT_CONTRACT} · Сибирь Логистик`);
  await expect(page.getByTestId('leg')).toHaveCount(2);

  // The AWB number comes from the agent contract's stock, never another client's.
  await pickLookup(page, /^Номер накладной/, '298', /^298-/);
  const awb = await page.getByRole('combobox', { name: /^Номер накладной/ }).inputValue();
  const resolves = async (contractId: number) =>
    ((await (await page.request.get(`/api/autocomplete/awbBlank?contractId=${contractId}&values[0]=${awb}`)).json()) as unknown[]).length;
  expect(await resolves(agentContract)).toBe(1);
  expect(await resolves(idOf(OTHER_CONTRACT))).toBe(0);
  const cargoName = page.getByRole('combobox', { name: /^Наименование груза/ });
  await cargoName.fill('Запчасти');
  await page.keyboard.press('Escape');
  await page.getByTestId('book-submit').click();

  const answer = page.getByTestId('booking-answer');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText(`Накладная ${awb} забронирована`);
  await expect(answer.getByTestId('answer-leg')).toHaveCount(2);
  for (const leg of await answer.getByTestId('answer-leg').all()) await expect(leg.getByTestId('booking-status')).toHaveAttribute('data-status', 'KK');
  const href = (await answer.getByTestId('open-booking').getAttribute('href'))!;
  const shipmentId = Number(/\/bookings\/(\d+)$/.exec(href)![1]);
  const shipment = (await (await page.request.get(`/api/bookings/shipments/id-${shipmentId}`)).json()) as { contractId: number; price: { total: number } };
  expect(shipment.contractId).toBe(agentContract);
  await expect(answer.getByTestId('booking-hold')).toContainText('Заблокировано на балансе клиента');
  await expect(answer.getByTestId('booking-hold')).toContainText(rubles(shipment.price.total));

  // The staff's list: a row per leg, its source the airline.
  await page.goto('/bookings');
  const rows = page.getByTestId('booking-row').filter({ has: page.locator(`a[href="/bookings/${shipmentId}"]`) });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText('Авиакомпания');

  // Section 2's booking edit page is the shipment's bookings with their changes.
  await page.goto(`/bookings/edit/${shipmentId}`);
  await expect(page.getByTestId('move-booking')).toBeVisible();
  await page.goto('/bookings/edit');
  await expect(page).toHaveURL('/bookings');

  // The agent finds it in its own list.
  await context.clearCookies();
  await page.goto('/login');
  await signInByForm(page, 'agent@demo.test');
  await expect(page).toHaveURL('/pricing');
  await page.goto('/bookings');
  const own = page.getByTestId('booking-row').filter({ has: page.locator(`a[href="/bookings/${shipmentId}"]`) });
  await expect(own).toHaveCount(2);
  await expect(own.first()).toContainText('Авиакомпания');

  // Cancelled again by the agent, so the balance is as it was for the other stories.
  expect((await page.request.post(`/api/bookings/shipments/id-${shipmentId}/cancel`)).ok()).toBe(true);
});

test('airline staff type a client\u2019s flight by hand and get its form under the client\u2019s contract', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signInByForm(page, 'airline@demo.test');
  await expect(page).toHaveURL('/accreditations');
  const contracts = (await (await page.request.get('/api/balance/user/contracts-list')).json()) as { contractResponse: { id: number; number: string } }[];
  const agentContract = contracts.find((row) => row.contractResponse.number === AGENT_CONTRACT)!.contractResponse.id;
  // A direct flight with room, as the airline's staff would read it off the timetable.
  let found: { date: string; legs: { number: string }[] } | undefined;
  for (let offset = 3; offset < 12 && !found; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await page.request.get(`/api/pricing/search?departure=TJM&arrival=UFA&date=${date}&days=0&pieces=1&weight=50&contractId=${agentContract}`);
    found = ((await answer.json()) as { variants: { date: string; capacity: string; transfers: string[]; legs: { number: string }[] }[] }).variants.find((one) => one.capacity === 'free' && !one.transfers.length);
  }
  expect(found).toBeDefined();

  await page.goto(`/bookings/add?contract=${agentContract}`);
  await page.getByTestId('by-hand-tab').click();
  const form = page.getByRole('form', { name: 'Рейсы, указанные вручную' });
  await pickLookup(page, /^Откуда/, 'TJM', /^TJM /);
  await pickLookup(page, /^Куда/, 'UFA', /^UFA /);
  await form.getByLabel('Дата вылета').fill(found!.date);
  await form.getByRole('textbox', { name: /^Вес/ }).fill('50');
  await form.getByRole('textbox', { name: /^Рейс/ }).fill(found!.legs[0]!.number.slice(2));
  await form.getByRole('button', { name: 'Найти эти рейсы' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/add\\?contract=${agentContract}&variant=[A-Za-z0-9_-]{22}&pieces=1&weight=50$`));
  await expect(page.getByTestId('client-contract')).toContainText(`Для клиента: ${AGENT_CONTRACT}`);
  await expect(page.getByTestId('leg')).toHaveCount(1);
  await expect(page.getByTestId('book-submit')).toBeVisible();
});
