import { expect, test } from '@playwright/test';
import type { ShipmentPage, Tracking } from '../../src/shared/shipments';
import { signInByApi } from './support';

// Issue 17's story past the issue, in Russian: the agent's AWB issued days ago is past the
// airline's correction time, so its page says 'time for adjustments is over' and the AWB's edit is
// locked with the same words; the terminal's staff enter a movement on it, and anybody
// holding the number sees that movement on the landing page without signing in.

test('past the correction time the AWB is locked; a movement the terminal enters shows on the landing page to anyone with the number', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');
  // The demo's AWBs were issued hours or days ago and their cargo accepted; the demo airline's
  // correction time is two hours before the FWB and half an hour after.
  const listed = (await (await page.request.get('/api/shipments?status=accepted')).json()) as ShipmentPage;
  const shipment = listed.items[0]!;
  expect(shipment, 'the demo agent has an accepted AWB').toBeDefined();
  const tracked = async () => ((await (await page.request.get(`/api/shipments/tracking/${shipment.awb}`)).json()) as Tracking).movements.length;
  const movedBefore = await tracked();

  await page.goto(`/shipments/${shipment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${shipment.awb}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('correction-timer')).toHaveText('Время для корректировок истекло');
  await expect(page.getByTestId('correction-timer')).toHaveAttribute('data-state', 'over');
  await expect(page.getByTestId('edit-awb')).toHaveCount(0);
  // Typed into the address, the edit page says why instead of a form, and the server refuses too.
  await page.goto(`/shipments/${shipment.id}/edit-awb`);
  await expect(page.getByTestId('awb-locked')).toContainText('Время для корректировок истекло');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const parties = { shipper: { name: 'ООО «Сибирь Трейд»' }, consignee: { name: 'Башкир Авто' } };
  const refused = await page.request.put(`/api/shipments/id-${shipment.id}/awb`, { data: { participants: parties, cargoName: 'Запчасти', awb: {} } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: number }).code).toBe(703);

  // The terminal's staff enter the cargo prepared for loading.
  const staff = await browser.newContext({ baseURL });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const airline = await staff.newPage();
  await airline.goto(`/shipments/${shipment.id}`);
  const movements = airline.getByTestId('section-movements');
  await movements.getByTestId('add-movement').click({ timeout: 30_000 });
  const dialog = airline.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Статус/ }).click();
  await airline.getByRole('option', { name: 'PRE · подготовлен' }).click();
  await dialog.getByRole('button', { name: 'Добавить движение' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(movements.getByTestId('info-movement').last()).toContainText('PRE');
  await staff.close();

  // Nobody signed in: the landing page tracks the number and shows the movement where it happened.
  const visitor = await browser.newContext({ baseURL });
  const landing = await visitor.newPage();
  await landing.goto(`/?awb=${shipment.awb}`);
  const result = landing.getByLabel(`Отправка ${shipment.awb}`);
  await expect(result).toBeVisible({ timeout: 30_000 });
  // A header row, then each movement: one more than before, the new one among them.
  await expect(result.getByRole('row')).toHaveCount(movedBefore + 2);
  await expect(result.getByRole('row').filter({ hasText: 'PRE' })).not.toHaveCount(0);
  expect(await tracked()).toBe(movedBefore + 1);
  await visitor.close();
});
