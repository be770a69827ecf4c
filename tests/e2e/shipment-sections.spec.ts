import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { ShipmentDetail } from '../../src/shared/shipments';
import { bookAhead, rubles, signInByApi } from './support';

// The shipment page's sections beyond the AWB (issue 17's screens), in Russian: the terminal's
// staff enter a movement of a fresh booking (the server's refusal on its field first); its client
// attaches a document (the server refusing a file that is not what its name says), downloads it and
// removes it, and opens the AWB on A4 as a PDF; the seeded shipments show their payments, warehouse
// and preliminary informing, or say there is none.

/** The smallest file a PDF reader and the server's content check take as a PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('staff enter a movement; the client attaches a document, downloads and removes it, and prints the AWB on A4', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');
  const booked = await bookAhead(page.request);
  const path = `/shipments/${booked.shipmentId}`;

  // The airline's staff (movements on every route) enter the cargo handed to the terminal.
  const staff = await browser.newContext({ baseURL });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const airline = await staff.newPage();
  await airline.goto(path);
  const movements = airline.getByTestId('section-movements');
  await expect(movements).toContainText('Груз ещё не сдан на терминал', { timeout: 30_000 });
  await movements.getByTestId('add-movement').click();
  const dialog = airline.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Движение по накладной ${booked.awb}` })).toBeVisible();
  // Starts from the cargo as booked, at its origin, with no status chosen: the status is asked for.
  await expect(dialog.getByRole('textbox', { name: /^Мест/ })).toHaveValue('4');
  await expect(dialog.getByRole('textbox', { name: /^Вес, кг/ })).toHaveValue('200');
  await expect(dialog.getByTestId('movement-place')).toHaveText('NJC');
  await dialog.getByRole('button', { name: 'Добавить движение' }).click();
  await expect(dialog.getByText('Заполните это поле')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Статус/ }).click();
  await airline.getByRole('option', { name: 'RCS · сдан на терминал' }).click();
  // A day ahead is refused by the server, on the time.
  const time = dialog.getByLabel(/^Когда/);
  const ahead = new Date(Date.now() + 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  await time.fill(`${ahead.getFullYear()}-${two(ahead.getMonth() + 1)}-${two(ahead.getDate())}T${two(ahead.getHours())}:${two(ahead.getMinutes())}`);
  await dialog.getByRole('button', { name: 'Добавить движение' }).click();
  await expect(dialog.getByText('Движение не может быть позже, чем через час')).toBeVisible();
  await expect(dialog.getByText('Заполните все обязательные поля')).toBeVisible();
  // Left empty, the time is now.
  await time.fill('');
  await dialog.getByRole('button', { name: 'Добавить движение' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(airline.locator('.fui-Toast').filter({ hasText: 'Движение добавлено' })).toBeVisible();
  const row = movements.getByTestId('info-movement');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('RCS сдан на терминал');
  await expect(row).toContainText('NJC');
  await expect(airline.getByTestId('history-entry').first()).toContainText('Внесено движение');
  await staff.close();

  // The client reads it, may not enter movements, and attaches documents.
  await page.goto(path);
  await expect(page.getByTestId('info-movement')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('add-movement')).toHaveCount(0);
  const attachments = page.getByTestId('section-attachments');
  await expect(attachments).toContainText('Документы не приложены');
  const form = attachments.getByTestId('attachment-form');
  await form.getByRole('button', { name: 'Приложить' }).click();
  await expect(form.getByText('Заполните это поле')).toHaveCount(2);
  await form.getByRole('combobox', { name: /^Тип документа/ }).click();
  await page.getByRole('option', { name: 'Счёт-фактура' }).click();
  // A text file named as a PDF: the server looks inside and refuses it on the file.
  await form.getByTestId('attachment-file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await expect(form.getByTestId('attachment-chosen')).toHaveText('invoice.pdf');
  await form.getByRole('button', { name: 'Приложить' }).click();
  await expect(form.getByText(/^Файл invoice\.pdf не принимается/)).toBeVisible();
  await form.getByTestId('attachment-file').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Приложить' }).click();
  const item = attachments.getByTestId('attachment-row');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('invoice.pdf');
  await expect(item).toContainText('Счёт-фактура');
  await expect(item).toContainText(`${PDF.length} Б`);
  await expect(item).toContainText('Павел Морозов');
  await expect(form.getByTestId('attachment-chosen')).toHaveText('Файл не выбран');

  const download = page.waitForEvent('download');
  await item.getByTestId('attachment-download').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('invoice.pdf');
  expect((await readFile((await saved.path())!)).equals(PDF)).toBe(true);

  // Removed after asking; the history keeps both.
  await item.getByRole('button', { name: 'Удалить invoice.pdf' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('invoice.pdf будет удалён из отправки');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(attachments.getByTestId('attachment-row')).toHaveCount(0);
  await expect(attachments).toContainText('Документы не приложены');
  await expect(page.getByTestId('history-entry').first()).toContainText('Удалён документ');
  await expect(page.getByTestId('history-entry').nth(1)).toContainText('Документы: — → Счёт-фактура: invoice.pdf');

  // Print → A4 opens the AWB (a draft: not issued yet) as a PDF in a new tab.
  const pdf = page.context().waitForEvent('response', (response) => new URL(response.url()).pathname === `/api/shipments/id-${booked.shipmentId}/print/a4`);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('print-menu').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Бланк авиакомпании', 'Форма на A4', 'Нейтральный бланк']);
  await page.getByRole('menuitem', { name: 'Форма на A4' }).click();
  await popup;
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('.fui-Toast').filter({ hasText: 'Накладная открыта в новой вкладке' })).toBeVisible();
  // No print settings in a browser: its own print dialog decides there.
  await expect(page.getByRole('menuitem', { name: 'Настройки печати' })).toHaveCount(0);

  expect((await page.request.post(`/api/bookings/shipments/id-${booked.shipmentId}/cancel`)).ok()).toBe(true);
});

/** Opens a shipment's page by its AWB number and waits for it (the whole app loads with it). */
async function openShipment(page: Page, awb: string): Promise<void> {
  await page.goto(`/shipments/${awb}`);
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${awb}` })).toBeVisible({ timeout: 30_000 });
}

test("a shipment's payments, warehouse and preliminary informing, or that there are none", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');

  // Delivered SVX → SGC: its ledger entries, Surgut's warehouse, no international leg.
  const svx = (await (await page.request.get('/api/shipments/awb/298-45182421')).json()) as ShipmentDetail;
  expect(svx.payments.length).toBeGreaterThan(0);
  await openShipment(page, '298-45182421');
  const payments = page.getByTestId('section-payments');
  await expect(payments.getByTestId('payment-entry')).toHaveCount(svx.payments.length);
  const types = { release: 'Снятие резерва', charge: 'Списание', refund: 'Возврат', hold: 'Резерв под бронирование', payment: 'Платёж', opening: 'Входящий остаток', correction: 'Корректировка' };
  for (const [index, entry] of svx.payments.entries()) {
    const line = payments.getByTestId('payment-entry').nth(index);
    await expect(line).toContainText(types[entry.type]);
    await expect(line.getByTestId('payment-amount')).toHaveText(rubles(entry.amount));
  }
  const warehouse = page.getByTestId('section-warehouse');
  await expect(warehouse.getByTestId('warehouse-code')).toHaveText(svx.warehouse!.code);
  await expect(warehouse.getByTestId('warehouse-name')).toHaveText(svx.warehouse!.name);
  await expect(page.getByTestId('section-informing')).toContainText('По участкам этой отправки предварительного информирования нет');

  // To Yerevan: customs answered on its international leg; nothing charged to its contract. The
  // flights spec records another answer on this very leg, so the page must show what the server holds.
  const evn = (await (await page.request.get('/api/shipments/awb/298-45182336')).json()) as ShipmentDetail;
  expect(evn.informing).toHaveLength(1);
  const statuses = { created: 'Создано', confirmed: 'Подтверждено', rejected: 'Отклонено', not_loaded: 'Не погружено', info_requested: 'Запрошены сведения' };
  await openShipment(page, '298-45182336');
  const informing = page.getByTestId('section-informing').getByTestId('informing-leg');
  await expect(informing).toHaveCount(1);
  await expect(informing).toContainText('VKO → EVN');
  await expect(informing.getByTestId('informing-status')).toHaveText(statuses[evn.informing[0]!.status]);
  await expect(informing).toContainText(evn.informing[0]!.tin!);
  await expect(page.getByTestId('section-payments')).toContainText('Платежей по этой отправке пока нет');
  await expect(page.getByTestId('section-warehouse').getByTestId('warehouse-code')).toHaveText('VKO-1');

  // HMA → LED: no warehouse rule fits its parties.
  await openShipment(page, '298-45182723');
  await expect(page.getByTestId('section-warehouse')).toContainText('Правила складов не назначают этой отправке склад временного хранения');
});
