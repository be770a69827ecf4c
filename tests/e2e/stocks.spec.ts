import { expect, test, type Page } from '@playwright/test';
import { formatAwb, serialFromRunningNumber } from '../../src/shared/awb';
import { signInByApi } from './support';

// The financial handbook as the airline's administrator uses it: AWB stock with its numbers, the
// void with a reason and 'I am sure', the code-700 overlap confirmation (section 5), and a contract
// with a payment method.

const awb = (running: number) => formatAwb({ prefix: '298', serial: serialFromRunningNumber(running) });

async function pickLookup(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function fillStock(page: Page, stock: { contract: RegExp; start: number; count: number }): Promise<void> {
  await page.goto('/stocks/add');
  await expect(page.getByRole('heading', { name: 'Новая запись: Сток накладных' })).toBeVisible();
  // The prefix starts as the airline's AWB prefix.
  await expect(page.getByRole('textbox', { name: 'Префикс' })).toHaveValue('298');
  await pickLookup(page, 'Договор', 'UT-AG', stock.contract);
  await page.getByRole('textbox', { name: 'Начальный номер' }).fill(String(stock.start));
  await page.getByRole('textbox', { name: 'Количество' }).fill(String(stock.count));
  await page.getByLabel('Дата выдачи').fill('2026-03-02');
  await page.getByRole('button', { name: 'Сохранить' }).click();
}

/** The summary lines of a stock's info page, by their label (long Russian words carry soft hyphens). */
const summary = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${[...label].join('\u00ad?')}$`) }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
});

test('AWB stock: create, void with a reason, confirm an overlap, refuse one over a voided number', async ({ page }) => {
  // Three stocks and a void in one story: about 30 s on CI's two busy cores.
  test.setTimeout(90_000);
  // A new stock: its end value and totals.
  await fillStock(page, { contract: /UT-AG-2024\/017/, start: 7_000_000, count: 20 });
  await expect(page).toHaveURL(/\/stocks\/\d+$/);
  const firstUrl = page.url();
  await expect(summary(page, 'Конечный номер')).toHaveText('7000019');
  await expect(summary(page, 'Номера AWB')).toHaveText(`С ${awb(7_000_000)} по ${awb(7_000_019)}`);
  await expect(summary(page, 'Сейчас в стоке')).toHaveText('20');
  await expect(page.getByRole('tab', { name: 'Свободные (20)' })).toBeVisible();

  // Void three numbers: a reason and 'I am sure', the button waiting for the tick.
  for (const running of [7_000_000, 7_000_001, 7_000_002]) await page.getByRole('checkbox', { name: `Выбрать ${awb(running)}` }).check();
  await page.getByRole('button', { name: 'Аннулировать выбранные (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Аннулирование номеров AWB' });
  await expect(dialog.getByText(`3 номера: ${awb(7_000_000)}, ${awb(7_000_001)}, ${awb(7_000_002)}`)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Аннулировать' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Я уверен' }).check();
  await expect(submit).toBeEnabled();
  // Without a reason the dialog says what is missing and stays open.
  await submit.click();
  await expect(dialog.getByText('Заполните это поле')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Причина' }).fill('Бланки испорчены принтером');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Аннулировано 3 номера' })).toBeVisible();
  await page.getByRole('tab', { name: 'Аннулированные (3)' }).click();
  const voidedRow = page.getByRole('row', { name: new RegExp(awb(7_000_001)) });
  await expect(voidedRow).toContainText('Аннулирован');
  await expect(voidedRow).toContainText('Бланки испорчены принтером — Ирина Соколова');
  await expect(summary(page, 'Аннулировано')).toHaveText('3');

  // An overlapping stock asks "I'm sure" (code 700); once sure, the unused numbers move.
  await fillStock(page, { contract: /UT-AG-2023\/005/, start: 7_000_010, count: 20 });
  const confirm = page.getByRole('alertdialog', { name: 'Вы уверены?' });
  await expect(confirm).toContainText('Интервал пересекается с существующим стоком: 298 7000000–7000019 (UT-AG-2024/017)');
  await expect(confirm).toContainText('10 свободных номеров');
  await confirm.getByRole('button', { name: 'Я уверен' }).click();
  await expect(page).toHaveURL(/\/stocks\/\d+$/);
  expect(page.url()).not.toBe(firstUrl);
  await expect(summary(page, 'Сейчас в стоке')).toHaveText('20');
  await expect(summary(page, 'Клиент')).toHaveText('АэроТранс Карго');
  await page.goto(firstUrl);
  await expect(summary(page, 'Сейчас в стоке')).toHaveText('10');
  await expect(summary(page, 'Свободно')).toHaveText('7');
  await expect(summary(page, 'Аннулировано')).toHaveText('3');
  await expect(page.getByRole('tab', { name: 'Все (10)' })).toBeVisible();

  // An overlap reaching a voided number is refused, the numbers named on the field; nothing moves.
  await fillStock(page, { contract: /UT-AG-2024\/017/, start: 6_999_990, count: 15 });
  await expect(page.getByText(`3 номера интервала использованы или аннулированы в другом стоке и не могут перейти: ${awb(7_000_000)}, ${awb(7_000_001)}, ${awb(7_000_002)}`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Заполните все обязательные поля' })).toBeVisible();
  await expect(page).toHaveURL('/stocks/add');
  await expect(page.getByRole('textbox', { name: 'Количество' })).toHaveValue('15');
  await page.goto(firstUrl);
  await expect(summary(page, 'Сейчас в стоке')).toHaveText('10');
});

test('contract with a payment method: create it and find the method on the info page', async ({ page }) => {
  await page.goto('/contracts/add');
  await page.getByRole('textbox', { name: 'Номер договора', exact: true }).fill('UT-AG-2026/E2E');
  await pickLookup(page, 'Клиент', 'Сибирь', /Сибирь Логистик/);
  await page.getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Агент' }).click();
  await pickLookup(page, 'Страна', 'RU', /Российская Федерация/);
  await page.getByRole('combobox', { name: 'Валюта' }).click();
  await page.getByRole('option', { name: /RUB/ }).click();
  await page.getByLabel('Действует с').fill('2026-04-01');
  // Neither a finish nor unlimited: the finish is asked for.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Заполните все обязательные поля' })).toBeVisible();
  await page.getByRole('switch', { name: 'Бессрочный' }).check();

  await page.getByRole('button', { name: 'Добавить форму оплаты' }).click();
  await page.getByRole('combobox', { name: 'Форма оплаты 1' }).click();
  await page.getByRole('option', { name: 'KR — кредит' }).click();
  await page.getByRole('textbox', { name: 'Подпись 1' }).fill('Кредитный лимит');
  await page.getByRole('textbox', { name: 'Значение 1' }).fill('750000');
  await page.getByRole('switch', { name: 'Обязательная 1' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'UT-AG-2026/E2E' })).toBeVisible();
  await expect(page.getByText('Договор заключён не по заявке на аккредитацию')).toBeVisible();
  await page.getByRole('tab', { name: 'Формы оплаты' }).click();
  const method = page.getByRole('table', { name: 'Формы оплаты' }).getByRole('row', { name: /KR — кредит/ });
  await expect(method).toContainText('Кредитный лимит');
  await expect(method).toContainText('750000');
});
