import { expect, test } from '@playwright/test';
import type { RefundQuote, ShipmentDetail } from '../../src/shared/shipments';
import { issueByApi } from './shipment-support';
import { agentBalance, bookAhead, rubles, signInByApi } from './support';

// After the AWB's issue (issue 17's refund form, refund bids, services and edit booking), in
// Russian: the agent asks for a voluntary refund seeing the server's sum less the fee, the airline's
// staff accept it, and the agent's page shows the bid accepted and the AWB refunded with the money
// back; the agent changes the booked weight and agrees to the new price; the agent orders a service
// with a shipment, finds it on /services, and the airline's staff mark it done.

test('an agent asks for a voluntary refund, the airline accepts it: the AWB is refunded and the sum credited', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');
  const booked = await bookAhead(page.request);
  const issued = await issueByApi(page.request, booked.shipmentId);
  const quote = (await (await page.request.get(`/api/shipments/id-${issued.id}/refund-quote?type=voluntary`)).json()) as RefundQuote;
  expect(quote.fee).toBeGreaterThan(0);
  expect(quote.sum).toBe(quote.charged - quote.fee);

  await page.goto(`/shipments/${issued.id}`);
  // A first page of a fresh server loads the shell and its chunks: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${issued.awb}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('section-refunds')).toContainText('Заявок на возврат нет');
  await page.getByTestId('refund-open').click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: `Возврат по накладной ${issued.awb}` })).toBeVisible();
  // The server's sum for a voluntary refund: the charge less the airline's fee.
  await expect(form.getByTestId('refund-charged')).toHaveText(rubles(quote.charged));
  await expect(form.getByTestId('refund-fee')).toHaveText(rubles(quote.fee));
  await expect(form.getByTestId('refund-sum')).toHaveText(rubles(quote.sum));
  // A forced refund returns everything and names its reason; the quote follows the type.
  await form.getByRole('radio', { name: 'Вынужденный' }).check();
  await expect(form.getByTestId('refund-sum')).toHaveText(rubles(quote.charged));
  await expect(form.getByTestId('refund-fee')).toHaveCount(0);
  await form.getByRole('button', { name: 'Оформить возврат' }).click();
  await expect(form.getByText('Заполните все обязательные поля')).toBeVisible();
  await expect(form.getByText('Чтобы оформить возврат, согласитесь с условиями возврата')).toBeVisible();
  await form.getByRole('radio', { name: 'Добровольный' }).check();
  await expect(form.getByTestId('refund-sum')).toHaveText(rubles(quote.sum));
  await expect(form.getByTestId('refund-terms')).toContainText('Сумма возврата рассчитывается по правилам авиакомпании');
  await form.getByTestId('refund-comment').fill('Груз не готов к отправке');
  await form.getByTestId('refund-agree').check();
  await form.getByRole('button', { name: 'Оформить возврат' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.locator('.fui-Toast').filter({ hasText: 'Заявка на возврат отправлена' })).toBeVisible();
  const bid = page.getByTestId('refund-bid');
  await expect(bid).toHaveCount(1);
  await expect(bid.getByTestId('bid-status')).toHaveText('В обработке');
  await expect(bid.getByTestId('bid-type')).toHaveText('Добровольный');
  await expect(bid.getByTestId('bid-sum')).toHaveText(rubles(quote.sum));
  await expect(bid.getByTestId('bid-fee')).toHaveText(rubles(quote.fee));
  await expect(bid.getByTestId('bid-comment')).toHaveText('Груз не готов к отправке');
  // One bid at a time: the form is no longer offered; the agent could take the bid back, the airline answers it.
  await expect(page.getByTestId('refund-open')).toHaveCount(0);
  await expect(bid.getByTestId('bid-cancel')).toBeVisible();
  await expect(bid.getByTestId('bid-accept')).toHaveCount(0);
  const before = await agentBalance(page.request);
  const headerSays = (minor: number) => expect(page.getByTestId('header-balance')).toHaveAttribute('aria-label', new RegExp(`^Баланс: ${rubles(minor).source}$`), { timeout: 20_000 });
  await headerSays(before);

  const staff = await browser.newContext({ baseURL });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const airline = await staff.newPage();
  await airline.goto(`/shipments/${issued.id}`);
  await expect(airline.getByRole('heading', { level: 1, name: `Накладная ${issued.awb}` })).toBeVisible({ timeout: 30_000 });
  const waiting = airline.getByTestId('refund-bid');
  await expect(waiting.getByTestId('bid-status')).toHaveText('В обработке');
  await expect(waiting.getByTestId('bid-cancel')).toHaveCount(0);
  await waiting.getByTestId('bid-accept').click();
  const answer = airline.getByRole('dialog');
  await expect(answer).toContainText('зачисляется на баланс договора');
  await answer.getByTestId('refund-answer-comment').fill('Возврат согласован');
  await answer.getByRole('button', { name: 'Принять' }).click();
  await expect(answer).toHaveCount(0);
  await expect(waiting.getByTestId('bid-status')).toHaveText('Принята');
  await staff.close();

  // The agent's page, left open, hears it live: the header's balance up by the sum.
  await headerSays(before + quote.sum);
  // Read again: the bid accepted with the airline's comment, the AWB refunded.
  await page.reload();
  await expect(bid.getByTestId('bid-status')).toHaveText('Принята');
  await expect(bid.getByTestId('bid-answer')).toHaveText('Возврат согласован');
  await expect(page.getByRole('region', { name: 'Сводка по накладной' })).toContainText('Возврат');
  await expect(page.getByTestId('bid-cancel')).toHaveCount(0);
  await expect(page.getByTestId('refund-open')).toHaveCount(0);
  await expect(page.getByTestId('edit-shipment')).toHaveCount(0);
  const refunded = (await (await page.request.get(`/api/shipments/id-${issued.id}`)).json()) as ShipmentDetail;
  expect(refunded.refundedAt).not.toBeNull();
  expect(await agentBalance(page.request)).toBe(before + quote.sum);
});

test('an agent changes the booked weight, agrees to the new price, and the page shows the new cargo', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');
  const booked = await bookAhead(page.request);
  await page.goto(`/shipments/${booked.shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${booked.awb}` })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('edit-shipment').click();
  await expect(page).toHaveURL(`/shipments/${booked.shipmentId}/edit-shipment`);
  await expect(page.getByRole('heading', { level: 1, name: `Изменение отправки ${booked.awb}` })).toBeVisible();
  const weight = page.getByRole('textbox', { name: /^Вес, кг/ });
  await expect(weight).toHaveValue('200');
  // What does not read is refused on its field, and what was typed stays.
  await weight.fill('двести');
  await page.getByTestId('cargo-save').click();
  await expect(page.getByText('Введите целое число или добавьте десятичный знак')).toBeVisible();
  await weight.fill('260');
  await page.getByTestId('cargo-save').click();
  // The cargo priced anew: the new price is agreed to first (701), then saved with it.
  const offer = page.getByTestId('retariffed');
  await expect(offer).toContainText('Новая стоимость:');
  await page.getByTestId('agree-price').click();
  await expect(page).toHaveURL(`/shipments/${booked.shipmentId}`);
  const changed = (await (await page.request.get(`/api/shipments/id-${booked.shipmentId}`)).json()) as ShipmentDetail;
  expect(changed.weight).toBe(260);
  expect(changed.price!.total).not.toBe(booked.price!.total);
  await expect(offer).toHaveCount(0);
  await expect(page.getByTestId('section-cargo')).toContainText('260 кг');
  await expect(page.getByTestId('info-price')).toHaveText(rubles(changed.price!.total));
  await expect(page.getByTestId('history-entry').first()).toContainText('Изменён забронированный груз');
  await expect(page.getByTestId('history-entry').first()).toContainText('Вес: 200 кг → 260 кг');
});

test('an agent orders a service with a shipment, finds it on /services, and the airline marks it done', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInByApi(page.context(), baseURL!, 'agent@demo.test');
  const booked = await bookAhead(page.request);
  await page.goto(`/shipments/${booked.shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${booked.awb}` })).toBeVisible({ timeout: 30_000 });
  const section = page.getByTestId('section-services');
  await expect(section).toContainText('Услуги не заказаны');
  await section.getByTestId('service-order').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Заказать' }).click();
  await expect(dialog.getByText('Заполните все обязательные поля')).toBeVisible();
  await dialog.getByTestId('service-offer').click();
  await page.getByRole('option', { name: /^SR · / }).click();
  await dialog.getByTestId('service-quantity').fill('3');
  await expect(dialog.getByTestId('service-total')).toContainText('К списанию:');
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill('Получатель заберёт позже');
  await dialog.getByRole('button', { name: 'Заказать' }).click();
  await expect(dialog).toHaveCount(0);
  const row = section.getByTestId('service-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('service-name')).toContainText('SR · ');
  await expect(row.getByTestId('service-status')).toHaveText('Заказана');
  // The agent may cancel it before it is done, not mark it done.
  await expect(row.getByTestId('service-cancel')).toBeVisible();
  await expect(row.getByTestId('service-done')).toHaveCount(0);

  // The /services page, searched by the AWB number, kept in the address.
  await page.getByRole('navigation').getByRole('link', { name: 'Услуги' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible();
  const digits = booked.awb.replace('-', '');
  const search = page.getByTestId('services-search');
  await search.fill(digits);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/services\\?q=${digits}$`));
  const listed = page.getByTestId('service-row');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('service-status')).toHaveText('Заказана');
  await search.fill('00000000');
  await search.press('Enter');
  await expect(page.getByText('Под фильтры не подходит ни одна услуга')).toBeVisible();
  await page.goto(`/services?q=${digits}`);
  await listed.getByRole('link', { name: booked.awb }).click();
  await expect(page).toHaveURL(`/shipments/${booked.shipmentId}`);

  const staff = await browser.newContext({ baseURL });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const airline = await staff.newPage();
  await airline.goto(`/services?q=${digits}&status=ordered`);
  await expect(airline.getByRole('heading', { level: 1, name: 'Услуги' })).toBeVisible({ timeout: 30_000 });
  const ordered = airline.getByTestId('service-row');
  await expect(ordered).toHaveCount(1);
  await ordered.getByTestId('service-done').click();
  await expect(airline.locator('.fui-Toast').filter({ hasText: 'Услуга отмечена выполненной' })).toBeVisible();
  await expect(airline.getByText('Под фильтры не подходит ни одна услуга')).toBeVisible();
  await airline.goto(`/services?q=${digits}`);
  await expect(ordered.getByTestId('service-status')).toHaveText('Выполнена');
  await staff.close();

  await page.reload();
  await expect(section.getByTestId('service-status')).toHaveText('Выполнена');
  await expect(section.getByTestId('service-cancel')).toHaveCount(0);
});
