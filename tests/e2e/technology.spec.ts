import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInByApi } from './support';

// The technology handbook as the airline's administrator uses it: an aircraft capacity with its
// trunk dimension matrix typed into the grid, and an Excel import that refuses a bad row whole.

const cell = (page: Page, height: string, width: string) => page.getByRole('textbox', { name: `Длина: ${height} × ${width}` });

test.describe('aircraft capacities', () => {
  test('a capacity with its trunk matrix: typed in the grid, checked per cell, shown on its page, edited, coloured in the list', async ({ page, context, baseURL }) => {
    // A whole journey through four pages: longer than one page's check on a shared, busy machine.
    test.setTimeout(90_000);
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/capacities');
    await expect(page.getByRole('heading', { name: 'Ёмкости ВС' })).toBeVisible();
    await page.getByRole('link', { name: 'Добавить' }).click();
    await expect(page).toHaveURL('/capacities/add');
    await expect(page.getByRole('heading', { name: 'Новая запись: Ёмкость ВС' })).toBeVisible();

    const type = page.getByRole('combobox', { name: 'Тип ВС' });
    await type.fill('A320');
    await page.getByRole('option', { name: /^320 Airbus A320/ }).click();
    for (const [name, value] of [
      ['Кресел', '156'],
      ['MTOW, кг', '73500'],
      ['Загрузка по умолчанию, кг', '18000'],
      ['Объём загрузки, м³', '37,4'],
      ['Макс. высота багажника, см', '112'],
      ['Длина багажника, см', '1050'],
      ['Ширина багажника, см', '350'],
      ['Объём багажника, м³', '37.4'],
      ['Вес в багажнике, кг', '9000'],
    ] as const) {
      await page.getByRole('textbox', { name }).fill(value);
    }
    // A colour is picked from the palette or typed: the typed one is the field's second input.
    await page.getByRole('textbox', { name: 'Цвет перегрузки' }).last().fill('#b00020');
    await page.getByRole('textbox', { name: 'Цвет недогрузки' }).last().fill('#2e7d32');

    // The grid: a row and a column added, the new size focused for typing.
    await expect(page.getByText('Размеров пока нет')).toBeVisible();
    await page.getByRole('button', { name: 'Добавить высоту (строку)' }).click();
    await expect(page.getByRole('textbox', { name: 'Высота, строка 1' })).toBeFocused();
    await page.keyboard.type('30');
    await page.getByRole('button', { name: 'Добавить ширину (столбец)' }).click();
    await expect(page.getByRole('textbox', { name: 'Ширина, столбец 1' })).toBeFocused();
    await page.keyboard.type('40');
    await page.getByRole('button', { name: 'Добавить ширину (столбец)' }).click();
    await page.keyboard.type('80');
    await page.getByRole('button', { name: 'Добавить высоту (строку)' }).click();
    await page.keyboard.type('60');

    // A bad cell says what is wrong, on the cell and under the grid; fixed, the message goes.
    const first = cell(page, 'Высота 30', 'ширина 40');
    await first.fill('35o');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    const problems = page.getByRole('list', { name: 'Ошибки в матрице' });
    await expect(problems).toContainText('Высота 30 × ширина 40: Введите целое число');
    await first.fill('2000');
    await expect(problems).toContainText('Высота 30 × ширина 40: Место не может быть длиннее багажника');
    await first.fill('350');
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await expect(problems).toHaveCount(0);

    // Arrows and Enter move between cells, as in a spreadsheet.
    await first.press('ArrowRight');
    await expect(cell(page, 'Высота 30', 'ширина 80')).toBeFocused();
    await page.keyboard.type('300');
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Высота 30', 'ширина 80')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Высота 60', 'ширина 80')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, 'Высота 60', 'ширина 40')).toBeFocused();
    await page.keyboard.type('280');

    // A height typed out of order takes its place when the focus leaves it.
    await page.getByRole('button', { name: 'Добавить высоту (строку)' }).click();
    await page.keyboard.type('20');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Высота, строка 1' })).toHaveValue('20');
    await expect(cell(page, 'Высота 20', 'ширина 40')).toBeFocused();
    await page.keyboard.type('400');

    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/capacities\/\d+$/);
    await expect(page.getByRole('heading', { name: '320', level: 1 })).toBeVisible();
    const matrix = page.getByRole('table', { name: 'Матрица размеров' });
    await expect(matrix.getByRole('row')).toHaveText([/В \\ Ш, см\s*40\s*80/, /20\s*400\s*—/, /30\s*350\s*300/, /60\s*280\s*—/]);

    // One cell changed on the edit page.
    await page.getByRole('link', { name: 'Изменить' }).click();
    await expect(page).toHaveURL(/\/capacities\/edit\/\d+$/);
    await cell(page, 'Высота 60', 'ширина 80').fill('250');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/capacities\/\d+$/);
    await expect(matrix.getByRole('row').nth(3)).toHaveText(/60\s*280\s*250/);

    // The list shows the load colours as swatches.
    await page.getByRole('navigation', { name: 'Путь к странице' }).getByRole('link', { name: 'Ёмкости ВС' }).click();
    await page.getByRole('combobox', { name: 'Тип ВС' }).fill('320');
    await page.getByRole('option', { name: /^320 Airbus A320/ }).click();
    const row = page.getByRole('row', { name: /^320/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('#b00020');
    await expect(row).toContainText('#2e7d32');
    await expect(row.getByRole('cell').filter({ hasText: '#b00020' }).locator('span').first()).toHaveCSS('background-color', 'rgb(176, 0, 32)');
    await expect(row.getByRole('cell').filter({ hasText: '#2e7d32' }).locator('span').first()).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  });
});

test.describe('required fields', () => {
  test('an empty form says "Заполните это поле" under every required field: airports, numbers, choices and colours alike', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/baggages/add');
    await expect(page.getByRole('heading', { name: 'Новая запись: Средний вес багажа' })).toBeVisible();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    for (const field of [
      page.getByRole('combobox', { name: 'Вылет' }),
      page.getByRole('combobox', { name: 'Прилёт' }),
      page.getByRole('combobox', { name: 'Сезон' }),
      page.getByRole('textbox', { name: 'Вес на пассажира, кг' }),
    ]) {
      await expect(field).toHaveAccessibleDescription('Заполните это поле');
    }
    await expect(page).toHaveURL('/baggages/add');

    // A colour that shows nothing is empty, not black: required, it asks to be filled.
    await page.goto('/capacities/add');
    await expect(page.getByRole('heading', { name: 'Новая запись: Ёмкость ВС' })).toBeVisible();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.locator('input[name="overloadColor"]')).toHaveAccessibleDescription('Заполните это поле');
    await expect(page.locator('input[name="underloadColor"]')).toHaveAccessibleDescription('Заполните это поле');
    await expect(page.getByRole('textbox', { name: 'Кресел' })).toHaveAccessibleDescription('Заполните это поле');
    // Typed and then cleared again, it is empty again.
    await page.locator('input[name="overloadColor"]').fill('#b00020');
    await expect(page.locator('input[name="overloadColor"]')).not.toHaveAccessibleDescription('Заполните это поле');
    await page.locator('input[name="overloadColor"]').fill('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.locator('input[name="overloadColor"]')).toHaveAccessibleDescription('Заполните это поле');
  });
});

test.describe('Excel import', () => {
  const workbookBuffer = async (header: string[], rows: (string | number | null)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Средний багаж');
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  test('a sheet with a bad row is refused whole with a report per row and column; a good one is imported with progress', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/baggages');
    await expect(page.getByRole('heading', { name: 'Средний багаж' })).toBeVisible();

    // The export is the import's template: its headers, in the user's language, after the ID.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Выгрузить в Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^baggages-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = exported.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(['ID', 'Вылет', 'Прилёт', 'Сезон', 'Вес на пассажира, кг']);
    // Every norm there is, one row each (the list's total, not a number another file could change).
    const listed = (await (await context.request.get(`${baseURL}/api/handbooks/baggages?size=1`)).json()) as { total: number };
    expect(listed.total).toBeGreaterThan(50);
    expect(sheet.rowCount - 1).toBe(listed.total);
    // Choices as the screen shows them, not their codes.
    expect(new Set((sheet.getColumn(4).values as unknown[]).slice(2))).toEqual(new Set(['Зима', 'Лето', 'Все сезоны']));

    const search = page.getByRole('searchbox', { name: 'Поиск' });
    const bad = await workbookBuffer(header, [
      [null, 'KJA', 'NSK', 'WINTER', 18.5],
      [null, 'NSK', 'KJA', 'МУССОН', 'тяжёлый'],
      [null, 'KJA', 'NSK', 'SUMMER', 16],
    ]);
    await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Загрузка из Excel' });
    await dialog.getByLabel('Выбрать файл').setInputFiles({ name: 'baggages.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await expect(dialog.getByRole('alert')).toHaveText('В 1 строке ошибки: ничего не сохранено');
    const report = dialog.getByRole('table', { name: 'Загрузка из Excel' });
    await expect(report.getByRole('row')).toHaveText([/Строка\s*Колонка\s*Что не так/, /3\s*Сезон\s*Выберите одно из значений: Зима, Весна, Лето, Осень, Все сезоны/, /3\s*Вес на пассажира, кг\s*Введите целое число или добавьте десятичный знак/]);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await search.fill('NSK');
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'не найдены' })).toHaveText('Нормы среднего багажа не найдены');

    // A good sheet, sent slowly enough to watch its progress.
    const good = await workbookBuffer(header, [
      [null, 'KJA', 'NSK', 'Зима', 18.5],
      [null, 'NSK', 'KJA', 'winter', 21],
      [null, 'KJA', 'NSK', 'Summer', 16],
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: -1, uploadThroughput: 2 * 1024 });
    await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
    await dialog.getByLabel('Выбрать файл').setInputFiles({ name: 'baggages.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Загружено: добавлено 3, изменено 0', { timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    const rows = page.getByRole('table', { name: 'Средний багаж' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'NSK' })).toHaveText([/KJA\s*NSK\s*Зима\s*18,5/, /KJA\s*NSK\s*Лето\s*16/, /NSK\s*KJA\s*Зима\s*21/]);
  });
});

test('a list page past the end moves to the last page that has rows', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
  await page.goto('/routes?page=999');
  const label = page.getByText(/^Страница \d+ из \d+$/);
  await expect(label).toHaveText(/^Страница (\d+) из \1$/);
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByText('Разрешённые маршруты не найдены')).toBeHidden();
});
