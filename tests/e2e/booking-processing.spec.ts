import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BookedShipment, PricingSearchAnswer } from '../../src/shared/booking';
import { addDays } from '../../src/shared/flights';
import { signInByApi, useLanguage } from './support';

// The airline's side of booking: dangerous goods booked by the agent wait for the airline (HN);
// the cargo department confirms them from the flight's booking-processing tab and the agent's
// bell says so at once, live.

const today = new Date().toISOString().slice(0, 10);

/** A direct Tyumen → Ufa leg on sale some days ahead, from the agent's search. */
async function legOnSale(request: APIRequestContext): Promise<{ legId: number; flightId: number; flight: string }> {
  for (let days = 9; days < 20; days++) {
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
