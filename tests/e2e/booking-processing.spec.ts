import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookedShipment, PricingSearchAnswer } from '../../src/shared/booking';
import { addDays } from '../../src/shared/flights';
import { signInByApi, useLanguage } from './support';

// The airline's side of booking: dangerous goods booked by the agent wait for the airline (HN);
// the cargo department confirms them from the flight's booking-processing tab and the agent's
// bell says so at once, live.

const today = new Date().toISOString().slice(0, 10);

/** A direct Tyumen → Ufa leg on sale some days ahead, from the agent's search. */
async function legOnSale(request: APIRequestContext, from = 9): Promise<{ legId: number; flightId: number; flight: string }> {
  for (let days = from; days < from + 11; days++) {
    const answer = await request.get(`/api/pricing/search?departure=TJM&arrival=UFA&date=${addDays(today, days)}&days=0&pieces=1&weight=40`);
    expect(answer.ok(), await answer.text()).toBe(true);
    const direct = ((await answer.json()) as PricingSearchAnswer).variants.find((v) => v.transfers.length === 0 && v.capacity === 'free');
    if (direct) return { legId: direct.legs[0]!.legId, flightId: direct.legs[0]!.flightId, flight: direct.legs[0]!.number };
  }
  throw new Error('no Tyumen to Ufa flight on sale in the coming weeks');
}

/** One of the agent's unused AWB numbers, from the stock look-up. */
async function stockNumber(request: APIRequestContext, skip = 0): Promise<string> {
  const answer = await request.get('/api/autocomplete/awbBlank?q=298&limit=50');
  expect(answer.ok()).toBe(true);
  const options = (await answer.json()) as { value: string }[];
  return options[skip]!.value;
}

test('the airline confirms dangerous goods waiting for it, and the agent hears it live', async ({ browser, baseURL }) => {
  // Two signed-in browsers and a booking by each side's hand: longer than one page's check.
  test.setTimeout(90_000);
  const agentContext = await browser.newContext();
  await useLanguage(agentContext, baseURL!, 'en');
  await signInByApi(agentContext, baseURL!, 'agent@demo.test');
  const agent = await agentContext.newPage();
  await agent.goto('/profile');
  await expect(agent.locator('html')).toHaveAttribute('data-live-leader', 'true');
  const unreadBefore = Number((await agent.getByTestId('notification-count').textContent({ timeout: 2_000 }).catch(() => '0')) ?? '0');

  const leg = await legOnSale(agentContext.request);
  // The number a parallel story may have taken is skipped: a few tries down the stock.
  let booked: BookedShipment | null = null;
  for (let skip = 0; skip < 5 && !booked; skip++) {
    const answer = await agentContext.request.post('/api/bookings', {
      data: { legIds: [leg.legId], awb: await stockNumber(agentContext.request, skip), cargoName: 'Lithium batteries', pieces: 1, weight: 40, volume: 0.2, shc: ['DGR'] },
    });
    if (answer.status() === 400) continue;
    expect(answer.ok(), await answer.text()).toBe(true);
    booked = (await answer.json()) as BookedShipment;
  }
  expect(booked?.legs[0]?.status).toBe('HN');

  const staffContext = await browser.newContext();
  await useLanguage(staffContext, baseURL!, 'en');
  await signInByApi(staffContext, baseURL!, 'airline@demo.test');
  const staff = await staffContext.newPage();
  await staff.goto(`/flights/${leg.flightId}?tab=processing`);
  const panel = staff.getByRole('tabpanel', { name: 'Booking processing' });
  const row = panel.getByTestId('processing-row').filter({ hasText: booked!.awb });
  await expect(row).toContainText('HN');
  await expect(row).toContainText('DGR');
  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);

  // The agent's bell counts one more, and its card names the AWB.
  await expect(agent.getByTestId('notification-count')).toHaveText(String(unreadBefore + 1));
  await agent.getByTestId('notification-bell').click();
  await expect(agent.getByRole('article', { name: /^Unread: Booking confirmed/ }).first()).toContainText(booked!.awb);
  const now = (await (await agentContext.request.get(`/api/bookings/shipments/id-${booked!.shipmentId}`)).json()) as BookedShipment;
  expect(now.legs[0]!.status).toBe('KK');
  expect(now.history.map((entry) => [entry.action, entry.to])).toEqual([
    ['created', 'HN'],
    ['answered', 'KK'],
  ]);

  // Refusing asks first; what is refused leaves the queue and gives its hold back.
  const second = await agentContext.request.post('/api/bookings', {
    data: { legIds: [leg.legId], awb: await stockNumber(agentContext.request), cargoName: 'Lithium batteries', pieces: 1, weight: 30, volume: 0.2, shc: ['DGR'] },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const waiting = (await second.json()) as BookedShipment;
  await staff.reload();
  const other = panel.getByTestId('processing-row').filter({ hasText: waiting.awb });
  await other.getByRole('button', { name: 'Refuse' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Refuse' }).click();
  await expect(other).toHaveCount(0);
  const refused = (await (await agentContext.request.get(`/api/bookings/shipments/id-${waiting.shipmentId}`)).json()) as BookedShipment;
  expect(refused).toMatchObject({ hold: null, legs: [{ status: 'UU' }] });

  await agentContext.close();
  await staffContext.close();
});

test('a booking without room waits (LL) and is confirmed when a cancellation frees the room', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const agentContext = await browser.newContext();
  await useLanguage(agentContext, baseURL!, 'en');
  await signInByApi(agentContext, baseURL!, 'agent@demo.test');
  const staffContext = await browser.newContext();
  await signInByApi(staffContext, baseURL!, 'airline@demo.test');
  const agent = await agentContext.newPage();
  await agent.goto('/profile');
  await expect(agent.locator('html')).toHaveAttribute('data-live-leader', 'true');
  const unreadBefore = Number((await agent.getByTestId('notification-count').textContent({ timeout: 2_000 }).catch(() => '0')) ?? '0');

  // A leg of its own, days past the other story's, with no quota on it: its room is its free sale.
  let leg: Awaited<ReturnType<typeof legOnSale>> | null = null;
  let available = 0;
  for (let from = 21; from < 28 && !leg; from++) {
    const found = await legOnSale(agentContext.request, from);
    const info = await staffContext.request.get(`/api/flights/id-${found.flightId}`);
    expect(info.ok()).toBe(true);
    const flight = (await info.json()) as { quotas: unknown[]; legs: { id: number; available: { weight: number } }[] };
    if (flight.quotas.length) continue;
    leg = found;
    available = flight.legs.find((one) => one.id === found.legId)!.available.weight;
  }
  expect(leg).not.toBeNull();

  // Dangerous goods fill all but 40 kg of it (they wait for the airline, which confirms them)...
  const book = async (data: object): Promise<BookedShipment> => {
    for (let skip = 0; skip < 5; skip++) {
      const answer = await agentContext.request.post('/api/bookings', { data: { legIds: [leg!.legId], awb: await stockNumber(agentContext.request, skip), ...data } });
      if (answer.status() === 400) continue;
      expect(answer.ok(), await answer.text()).toBe(true);
      return (await answer.json()) as BookedShipment;
    }
    throw new Error('no stock number left to book with');
  };
  const weight = Math.round((available - 40) * 10) / 10;
  const filler = await book({ cargoName: 'Lithium batteries', pieces: Math.ceil(weight / 100), weight, volume: 2, shc: ['DGR'] });
  expect(filler.legs[0]!.status).toBe('HN');
  const confirmed = await staffContext.request.patch(`/api/bookings/id-${filler.legs[0]!.id}/answer`, { data: { status: 'KK' } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  // ...so 40 kg of spare parts is all the free weight there is: the rules wait-list it.
  const waiting = await book({ cargoName: 'Spare parts', pieces: 1, weight: 40, volume: 0.1 });
  expect(waiting.legs[0]!.status).toBe('LL');
  await agent.goto(`/bookings/${waiting.shipmentId}`);
  await expect(agent.getByTestId('info-leg').first()).toContainText('LL');

  // The agent cancels the dangerous goods from their page: the room goes to the wait list at once.
  await agent.goto(`/bookings/${filler.shipmentId}`);
  await agent.getByTestId('cancel-booking').click();
  await agent.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(agent.getByTestId('cancel-booking')).toHaveCount(0);

  // The bell has heard two confirmations: the airline's of the dangerous goods, and the wait list's.
  await expect(agent.getByTestId('notification-count')).toHaveText(String(unreadBefore + 2));
  await agent.getByTestId('notification-bell').click();
  await expect(agent.getByRole('article', { name: /^Unread: Booking confirmed/ }).filter({ hasText: waiting.awb })).toHaveCount(1);
  await agent.goto(`/bookings/${waiting.shipmentId}`);
  await expect(agent.getByTestId('info-leg').first()).toContainText('KK');
  await expect(agent.getByText('Confirmed from the wait list')).toBeVisible();

  await agentContext.close();
  await staffContext.close();
});
