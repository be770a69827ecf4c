import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BookedShipment } from '../../src/shared/booking';
import { addDays } from '../../src/shared/flights';
import { bookAhead, signInByApi } from './support';

// Changing a booking from its page (issue 16): the agent moves a shipment to another day's flights
// (the dialog searches the same route and cargo, one variant is chosen), then splits it into two
// parts, the second on other flights, and the page lists both parts with their own cargo. The
// seeded month closes a few legs at random, so each choice looks for a day with room.

/**
 * In a picker (the move's, or a part's): the first variant with room on the day chosen or the days
 * after it on the strip, other than the flights booked now; chosen. Its date and flight numbers.
 */
async function chooseOnLaterDay(page: Page, picker: Locator, from: string): Promise<{ date: string; flights: string[] }> {
  for (let days = 1; days <= 3; days++) {
    const date = addDays(from, days);
    await picker.locator(`[data-testid="strip-day"][data-date="${date}"]`).click();
    await expect(picker.getByRole('group', { name: 'Даты вылета' }).getByRole('button', { pressed: true })).toHaveAttribute('data-date', date, { timeout: 20_000 });
    await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0);
    const free = picker
      .getByTestId('pick-variant')
      .filter({ hasNot: page.getByTestId('booked-now') })
      .filter({ has: page.getByTestId('capacity').filter({ hasText: /^(Есть места|Мест мало)$/ }) });
    if (!(await free.count())) continue;
    const card = free.first();
    const flights = (await card.getByTestId('leg').allInnerTexts()).map((text) => /^(UT\d+)/.exec(text.trim())![1]!);
    await card.click();
    return { date, flights };
  }
  throw new Error(`no flights with room in the three days after ${from}`);
}

test('an agent moves a booking to another day and splits it into two parts on different flights', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await signInByApi(context, baseURL!, 'agent@demo.test');
  const booked = await bookAhead(page.request);
  const firstDate = booked.legs[0]!.date;

  await page.goto(`/bookings/${booked.shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Бронирование ${booked.awb}` })).toBeVisible();
  await expect(page.getByTestId('info-leg')).toHaveCount(booked.legs.length);

  // Move: the same route and cargo searched on the date booked, the flights booked now marked.
  await page.getByTestId('move-booking').click();
  const move = page.getByRole('dialog', { name: `Перенос бронирования ${booked.awb}` });
  await expect(move.getByRole('group', { name: 'Даты вылета' }).getByRole('button', { pressed: true })).toHaveAttribute('data-date', firstDate);
  await expect(move.getByTestId('booked-now')).toHaveCount(1, { timeout: 20_000 });
  await expect(move.getByTestId('move-submit')).toBeDisabled();
  const target = await chooseOnLaterDay(page, move, firstDate);
  await expect(move.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(move.getByTestId('move-chosen')).toContainText(target.flights.join(', '));
  await move.getByTestId('move-submit').click();
  // The price for another day may differ from the one agreed: agreed to, as the dialog offers.
  const retariffed = move.getByTestId('retariffed');
  await expect(retariffed.or(page.getByTestId('info-leg-replaced').first())).toBeVisible({ timeout: 20_000 });
  if (await retariffed.isVisible()) {
    await expect(retariffed).toContainText('Произошла перетарификация. Цена могла измениться.');
    await retariffed.getByRole('button', { name: 'Согласиться с новой ценой' }).click();
  }
  await expect(move).toHaveCount(0, { timeout: 20_000 });

  // The page shows the new flights with their answers; the old ones apart, as the earlier flights.
  const moved = (await (await page.request.get(`/api/bookings/shipments/id-${booked.shipmentId}`)).json()) as BookedShipment;
  const alive = moved.legs.filter((leg) => !leg.cancelled);
  expect(alive.map((leg) => leg.flight)).toEqual(target.flights);
  expect(alive[0]!.date).toBe(target.date);
  const legs = page.getByTestId('info-leg');
  await expect(legs).toHaveCount(alive.length);
  for (const [index, leg] of alive.entries()) {
    await expect(legs.nth(index)).toContainText(leg.flight);
    await expect(legs.nth(index).getByTestId('booking-status')).toHaveAttribute('data-status', leg.status);
  }
  await expect(page.getByRole('region', { name: 'Прежние рейсы' }).getByTestId('info-leg-replaced')).toHaveCount(booked.legs.length);
  await expect(page.getByTestId('history-entry').filter({ hasText: 'Перенесено' }).first()).toBeVisible();

  // Split: two parts, the sums checked as typed; the second part on other flights.
  await page.getByTestId('split-booking').click();
  const split = page.getByRole('dialog', { name: `Разделение бронирования ${booked.awb}` });
  const parts = split.getByTestId('split-part');
  await expect(parts).toHaveCount(2);
  await expect(split.getByTestId('split-remainder')).toHaveText('Всё распределено');
  await parts.nth(0).getByRole('textbox', { name: /^Мест/ }).fill('3');
  await expect(split.getByTestId('split-remainder')).toHaveText(/^Распределено лишнее: мест 1, 0 кг$/);
  await parts.nth(0).getByRole('textbox', { name: /^Мест/ }).fill('1');
  await parts.nth(0).getByRole('textbox', { name: /^Вес/ }).fill('50');
  await parts.nth(1).getByRole('textbox', { name: /^Мест/ }).fill('3');
  await parts.nth(1).getByRole('textbox', { name: /^Вес/ }).fill('150');
  await expect(split.getByTestId('split-remainder')).toHaveText('Всё распределено');
  // Without the second part's flights chosen, the form says so on it.
  await split.getByTestId('split-submit').click();
  await expect(parts.nth(1).getByText('Выберите рейсы для этой части')).toBeVisible();
  const second = await chooseOnLaterDay(page, parts.nth(1), target.date);
  await expect(parts.nth(1).getByTestId('split-chosen')).toContainText(second.flights.join(', '));
  await split.getByTestId('split-submit').click();
  await expect(split).toHaveCount(0, { timeout: 20_000 });

  // Both parts on the page: each its cargo and its flights.
  const shown = page.getByTestId('info-part');
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toContainText('Часть 1');
  await expect(shown.nth(0)).toContainText('Мест: 1 · 50 кг');
  await expect(shown.nth(1)).toContainText('Часть 2');
  await expect(shown.nth(1)).toContainText('Мест: 3 · 150 кг');
  for (const flight of target.flights) await expect(shown.nth(0).getByTestId('info-leg').filter({ hasText: flight })).toHaveCount(1);
  for (const flight of second.flights) await expect(shown.nth(1).getByTestId('info-leg').filter({ hasText: flight })).toHaveCount(1);
  const after = (await (await page.request.get(`/api/bookings/shipments/id-${booked.shipmentId}`)).json()) as BookedShipment;
  const partTwo = after.legs.filter((leg) => !leg.cancelled && leg.part === 2);
  expect(partTwo.map((leg) => leg.flight)).toEqual(second.flights);
  expect(partTwo[0]!.date).toBe(second.date);
  expect(partTwo.every((leg) => leg.pieces === 3 && leg.weight === 150)).toBe(true);

  // Cancelled again, so the agent's balance is as it was for the other stories.
  expect((await page.request.post(`/api/bookings/shipments/id-${booked.shipmentId}/cancel`)).ok()).toBe(true);
});
