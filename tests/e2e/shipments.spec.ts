import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ShipmentDetail } from '../../src/shared/shipments';
import { connectionWithRoom, pickLookup, rubles, signInByApi, signInByForm } from './support';

// The AWB from booking to acceptance, in Russian (issue 17's screens): the agent books a variant,
// finds it in the shipments list by its number and opens it; issuing it at once is refused with what
// the AWB lacks, so the agent completes the AWB (shipper and consignee, a declared value, an HS
// code) and issues it with the consent: Issued, and the correction timer runs. The airline's staff
// open it by its AWB number, confirm it, and accept the cargo weighed 5% heavier: the page shows the
// new price the server made, and the history says what changed.

/** Picks a country in one participant's group (each group has its own "Страна"). */
async function pickCountry(page: Page, party: Locator, typed: string, option: RegExp): Promise<void> {
  const box = party.getByRole('combobox', { name: /^Страна/ });
  const choice = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    await box.click();
    await box.fill(typed);
    await expect(choice).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

test('an agent completes and issues an AWB; the airline confirms it and accepts the cargo heavier, re-priced', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signInByForm(page, 'agent@demo.test');
  await expect(page).toHaveURL('/pricing');

  // Booked as a client books: a variant of the search, a stock number, the cargo's name.
  const card = await connectionWithRoom(page, (date) => `/pricing?departure=NJC&arrival=UFA&date=${date}&pieces=2&weight=120&volume=0.5`);
  await card.getByTestId('variant-book').click();
  await pickLookup(page, /^Номер накладной/, '298', /^298-/);
  await page.getByRole('combobox', { name: /^Наименование груза/ }).fill('Запчасти');
  await page.keyboard.press('Escape');
  await page.getByTestId('book-submit').click();
  const answer = page.getByTestId('booking-answer');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  const shipmentId = Number(/\/bookings\/(\d+)$/.exec((await answer.getByTestId('open-booking').getAttribute('href'))!)![1]);
  const booked = (await (await page.request.get(`/api/shipments/id-${shipmentId}`)).json()) as ShipmentDetail;
  const awb = booked.awb;

  // The list, searched by the AWB number (digits as typed), keeps the search in the address.
  await page.getByRole('navigation').getByRole('link', { name: 'Отправки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Отправки' })).toBeVisible();
  const search = page.getByLabel('Номер накладной или груз');
  await search.fill(awb.replace('-', ''));
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/shipments\\?q=${awb.replace('-', '')}$`));
  const rows = page.getByTestId('shipment-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('NJC → TJM → UFA');
  await expect(rows.first().getByTestId('shown-status')).toHaveText('Накладная не оформлена');
  await expect(rows.first().getByTestId('shipment-booking')).toHaveCount(2);
  await rows.first().getByRole('link', { name: awb }).click();

  // The shipment's page: not issued yet, to complete and issue.
  await expect(page).toHaveURL(`/shipments/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Накладная ${awb}` })).toBeVisible();
  await expect(page.getByTestId('shown-status').first()).toHaveText('Накладная не оформлена');
  await expect(page.getByTestId('info-declared-customs')).toHaveText('NCV');
  await expect(page.getByTestId('info-booking')).toHaveCount(2);
  await expect(page.getByTestId('correction-timer')).toHaveCount(0);
  await expect(page.getByTestId('awb-confirm')).toHaveCount(0);

  // Issuing without the parties: the consent is asked for, then what the AWB lacks is listed.
  await page.getByTestId('awb-issue').click();
  const issue = page.getByRole('dialog');
  await expect(issue.getByTestId('consent-statements')).toContainText('С баланса договора списывается стоимость накладной');
  await issue.getByRole('button', { name: 'Оформить накладную' }).click();
  await expect(issue.getByText('Чтобы выпустить накладную, согласитесь с условиями')).toBeVisible();
  await issue.getByTestId('issue-consent').check();
  await issue.getByRole('button', { name: 'Оформить накладную' }).click();
  const missing = issue.getByTestId('issue-missing');
  await expect(missing).toContainText('Для оформления в накладной не хватает');
  await expect(missing).toContainText('Отправитель: Адрес (улица, дом) — Заполните это поле');
  await expect(missing).toContainText('Получатель: Страна — Заполните это поле');
  await missing.getByRole('link', { name: 'Заполнить накладную' }).click();

  // The AWB's form: the shipper and consignee, a declared value and an HS code.
  await expect(page).toHaveURL(`/shipments/${shipmentId}/edit-awb`);
  await expect(page.getByRole('heading', { level: 1, name: `Изменение накладной ${awb}` })).toBeVisible();
  const shipper = page.getByTestId('party-shipper');
  const consignee = page.getByTestId('party-consignee');
  await shipper.getByRole('textbox', { name: /^Наименование/ }).fill('ООО Сибирь Трейд');
  await shipper.getByRole('textbox', { name: /^Адрес/ }).fill('ул. Ленина, 1');
  await shipper.getByRole('textbox', { name: /^Город/ }).fill('Нижневартовск');
  await pickCountry(page, shipper, 'RU', /Российская Федерация/);
  await consignee.getByRole('textbox', { name: /^Наименование/ }).fill('Башкир Авто');
  await consignee.getByRole('textbox', { name: /^Адрес/ }).fill('ул. Ленина, 5');
  await consignee.getByRole('textbox', { name: /^Город/ }).fill('Уфа');
  await pickCountry(page, consignee, 'RU', /Российская Федерация/);
  // A wrong HS code is refused on its field, and nothing typed is lost.
  const hsCodes = page.getByRole('textbox', { name: /^Коды ТН ВЭД/ });
  await hsCodes.fill('87');
  await hsCodes.press('Enter');
  await page.getByTestId('awb-save').click();
  await expect(page.getByText('Код ТН ВЭД — от 6 до 10 цифр')).toBeVisible();
  await expect(shipper.getByRole('textbox', { name: /^Адрес/ })).toHaveValue('ул. Ленина, 1');
  await hsCodes.press('Backspace');
  await hsCodes.fill('870899');
  await hsCodes.press('Enter');
  await page.getByRole('textbox', { name: /^Объявленная ценность для таможни/ }).fill('15000');
  await page.getByTestId('awb-save').click();

  await expect(page).toHaveURL(`/shipments/${shipmentId}`);
  await expect(page.getByTestId('info-shipper')).toHaveText('ООО Сибирь Трейд, ул. Ленина, 1, Нижневартовск, RU');
  await expect(page.getByTestId('info-consignee')).toHaveText('Башкир Авто, ул. Ленина, 5, Уфа, RU');
  await expect(page.getByTestId('info-declared-customs')).toHaveText(rubles(1_500_000));
  await expect(page.getByTestId('history-change').filter({ hasText: 'Объявленная ценность для таможни: NCV →' })).toHaveCount(1);

  // Issued with the consent: the timer of the correction time runs.
  await page.getByTestId('awb-issue').click();
  await page.getByRole('dialog').getByTestId('issue-consent').check();
  await page.getByRole('dialog').getByRole('button', { name: 'Оформить накладную' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('shown-status').first()).toHaveText('Накладная оформлена');
  await expect(page.locator('.fui-Toast').filter({ hasText: 'Накладная оформлена' })).toBeVisible();
  const timer = page.getByTestId('correction-timer');
  await expect(timer).toHaveText(/^Осталось времени на корректировку: 1:5\d:\d\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!, { timeout: 5_000 });
  await expect(page.getByTestId('awb-issue')).toHaveCount(0);
  await expect(page.getByTestId('edit-awb')).toBeVisible();

  // The airline's staff open it by its number (as a notification's link does), confirm it and accept the cargo 5% heavier.
  const staff = await browser.newContext({ baseURL });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const airline = await staff.newPage();
  await airline.goto(`/shipments/${awb}`);
  await expect(airline.getByRole('heading', { level: 1, name: `Накладная ${awb}` })).toBeVisible();
  await expect(airline.getByTestId('awb-issue')).toHaveCount(0);
  await airline.getByTestId('awb-confirm').click();
  await airline.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(airline.getByTestId('shown-status').first()).toHaveText('Груз не принят');

  await airline.getByTestId('awb-accept').click();
  const accept = airline.getByRole('dialog');
  await expect(accept.getByRole('textbox', { name: /^Мест по факту/ })).toHaveValue('2');
  const weight = accept.getByRole('textbox', { name: /^Вес по факту/ });
  await expect(weight).toHaveValue('120');
  await weight.fill('126');
  await expect(accept.getByTestId('accept-change')).toContainText('Тяжелее на 5%');
  await accept.getByRole('textbox', { name: 'Комментарий' }).fill('Взвешено на терминале');
  await accept.getByRole('button', { name: 'Принять груз' }).click();
  await expect(airline.getByTestId('shown-status').first()).toHaveText('Принят к перевозке');

  const accepted = (await (await airline.request.get(`/api/shipments/id-${shipmentId}`)).json()) as ShipmentDetail;
  expect(accepted.price!.total).toBeGreaterThan(booked.price!.total);
  await expect(airline.getByTestId('info-price')).toHaveText(rubles(accepted.price!.total));
  await expect(airline.getByTestId('info-measured')).toContainText('126 кг');
  const entry = airline.getByTestId('history-entry').first();
  await expect(entry).toContainText('Принята на терминале');
  await expect(entry).toContainText('Вес при приёмке: 120 кг → 126 кг');
  await expect(entry).toContainText(rubles(accepted.price!.total));
  await expect(entry).toContainText('Комментарий: Взвешено на терминале');
  await staff.close();
});
