import { expect, test } from '@playwright/test';
import type { FlightInfo, FlightPage } from '../../src/shared/flights';
import { pickLookup, signInByApi } from './support';

// Flights as airline staff and agents use them: a periodic flight added and its dates in the
// list, a leg closed for sale after the confirmation, customs' answer recorded in preliminary
// informing, and a filtered list kept when the user leaves and comes back.

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ruDay = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const weekday = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay() || 7;

/** A flight number no earlier run of this spec on the same database has taken: four digits and a letter. */
const freshNumber = (): string => `${8000 + Math.floor(Math.random() * 1999)}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;

test.describe('airline staff', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
  });

  test('add a periodic flight, see its dates in the list, and close one for sale after confirming', async ({ page }) => {
    test.setTimeout(120_000);
    const number = freshNumber();
    // Two weeks, Mondays and Wednesdays: the dates the schedule must create.
    const begin = day(40);
    const finish = day(53);
    const expected = Array.from({ length: 14 }, (_, i) => day(40 + i)).filter((date) => [1, 3].includes(weekday(date)));

    await page.goto('/flights');
    await page.getByRole('link', { name: 'Добавить рейс' }).click();
    await expect(page).toHaveURL('/flights/add');
    await page.waitForLoadState('networkidle');
    await pickLookup(page, /^Тип ВС/, '738', /^738 /);
    await pickLookup(page, /^Вылет/, 'SGC', /^SGC/);
    await pickLookup(page, /^Прилёт/, 'VKO', /^VKO/);
    await page.getByRole('textbox', { name: /^STD/ }).fill('0930');
    await page.getByRole('textbox', { name: /^STA/ }).fill('1045');
    await page.getByRole('switch').click();
    const dates = page.getByPlaceholder('дд.мм.гггг');
    await dates.nth(0).fill(ruDay(begin));
    await dates.nth(0).press('Tab');
    await dates.nth(1).fill(ruDay(finish));
    await dates.nth(1).press('Tab');
    await page.getByRole('checkbox', { name: 'Понедельник' }).check();
    await page.getByRole('checkbox', { name: 'Среда' }).check();
    // The form shows the dates the period will fly before anything is saved.
    await expect(page.getByText(`${expected.length} даты`, { exact: true })).toBeVisible();
    const numberBox = page.getByRole('textbox', { name: /^Номер рейса/ });
    await numberBox.fill(number);
    await expect(numberBox).toHaveValue(number);
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await expect(page).toHaveURL(/\/flights\/\d+$/);
    await expect(page.getByText('Расписание сохранено')).toBeVisible();
    await expect(page.getByText(`Создано ${expected.length} даты`)).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`UT ${number}`) })).toBeVisible();

    // The list by the flight's number: one leg per created date, each open for sale.
    await page.goto(`/flights?number=${number}`);
    const table = page.getByRole('table', { name: 'Участки рейсов' });
    for (const date of expected) await expect(table.getByRole('row', { name: new RegExp(ruDay(date)) })).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(expected.length + 1);

    // Closing the first date for sale asks first; cancelling the question changes nothing.
    const close = page.getByRole('button', { name: `Закрыть продажу: UT ${number}, ${ruDay(expected[0]!)}, SGC → VKO` });
    await close.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`UT ${number}`);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(close).toBeVisible();
    await close.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Закрыть продажу' }).click();
    await expect(page.getByRole('button', { name: `Открыть продажу: UT ${number}, ${ruDay(expected[0]!)}, SGC → VKO` })).toBeVisible();
    const first = table.getByRole('row', { name: new RegExp(ruDay(expected[0]!)) });
    await expect(first).toContainText('Закрыта');
    await expect(table.getByRole('row', { name: new RegExp(ruDay(expected[1]!)) })).toContainText('Открыта');
  });

  test('record customs’ answer on a shipment on board an international leg', async ({ page }) => {
    // The demo's shipment to Yerevan flew UT 561 yesterday or the day before.
    const legs = (await (await page.request.get(`/api/flights?number=561&to=${day(0)}&sort=-std&size=5`)).json()) as FlightPage;
    let flight: FlightInfo | null = null;
    for (const leg of legs.items) {
      const info = (await (await page.request.get(`/api/flights/id-${leg.flightId}`)).json()) as FlightInfo;
      if (info.informing.length) {
        flight = info;
        break;
      }
    }
    expect(flight, 'a seeded UT 561 with a shipment on board').not.toBeNull();
    const awb = flight!.informing[0]!.awb;

    await page.goto(`/flights/${flight!.id}`);
    await page.getByRole('tab', { name: 'Предварительное информирование' }).click();
    await page.getByRole('button', { name: `Записать ответ: ${awb}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'ИНН' }).fill('12');
    await dialog.getByRole('button', { name: 'Записать ответ' }).click();
    await expect(dialog.getByText(/Неверное значение|Некорректное значение|Проверьте/)).toBeVisible();
    const note = `Запрошены инвойсы ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'ИНН' }).fill('7727563778');
    await dialog.getByRole('combobox', { name: /^Статус/ }).click();
    await page.getByRole('option', { name: 'Запрошены сведения' }).click();
    await dialog.getByRole('textbox', { name: 'Комментарий' }).fill(note);
    await dialog.getByRole('button', { name: 'Записать ответ' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('table', { name: 'Предварительное информирование' }).getByRole('row', { name: new RegExp(awb) });
    await expect(row).toContainText('Запрошены сведения');
    await expect(row).toContainText('7727563778');
    await page.getByRole('tab', { name: 'История изменений' }).click();
    await expect(page.getByText(note)).toBeVisible();
  });

  test('a filtered list comes back as it was after another page', async ({ page }) => {
    await page.goto('/flights');
    await page.getByRole('textbox', { name: 'Номер рейса' }).fill('304');
    await expect(page).toHaveURL(/number=304/);
    const table = page.getByRole('table', { name: 'Участки рейсов' });
    await expect(table.getByRole('row').nth(1)).toContainText('UT 304');
    // Every row but the header is UT 304.
    await expect(table.getByRole('row').filter({ hasNotText: 'UT 304' })).toHaveCount(1);

    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: 'Отправки' }).click();
    await expect(page).toHaveURL(/\/shipments/);
    await menu.getByRole('link', { name: 'Рейсы' }).click();
    await expect(page).toHaveURL(/\/flights\?.*number=304/);
    await expect(page.getByRole('textbox', { name: 'Номер рейса' })).toHaveValue('304');
    await expect(table.getByRole('row').nth(1)).toContainText('UT 304');
    await expect(table.getByRole('row').filter({ hasNotText: 'UT 304' })).toHaveCount(1);
  });
});

test('an agent sees the Flights menu entry and the list, without adding or closing flights', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'agent@demo.test');
  await page.goto('/profile');
  const menu = page.getByRole('navigation');
  await menu.getByText('Бронирование', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Рейсы' })).toHaveAttribute('href', '/flights');
  await menu.getByRole('link', { name: 'Рейсы' }).click();
  await expect(page.getByRole('table', { name: 'Участки рейсов' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Добавить рейс' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Закрыть продажу/ })).toHaveCount(0);
});
