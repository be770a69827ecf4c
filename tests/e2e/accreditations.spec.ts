import { expect, test, type Page } from '@playwright/test';
import { signInByApi, signInByForm, uniqueEmail } from './support';

// From signup to client (sections 2, 4 and 7): a new company files its questionnaire with the INN
// look-up, the airline sends it back for revision, the company corrects it, the airline approves it
// and activates the contract, and the company's next sign-in goes to pricing. Then the airline
// settings: a change in one section shows on the info page.

const INN = '7204128731';
const REGISTRY_NAME = 'Общество с ограниченной ответственностью «Тюменская рыбная компания»';
/** The company as lists and titles name it: the legal form abbreviated. */
const SHORT_NAME = 'ООО «Тюменская рыбная компания»';

const input = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** The applicant's way to a first shipment, one item per step. */
const steps = (page: Page) => page.getByRole('list', { name: 'Путь к первой отправке' }).getByRole('listitem');
/** A field's value on an info page (its term and definition). */
const shown = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function act(page: Page, action: string, comment?: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
  if (comment) await dialog(page).getByRole('textbox', { name: /Комментарий/ }).fill(comment);
  await dialog(page).getByRole('button', { name: action, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
}

test('a new company becomes a client: questionnaire, revision, approval, contract', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('tfc');
  const password = 'fish-and-ice-2026';

  // The applicant signs up and lands on their next step: the questionnaire.
  const applicant = await browser.newContext();
  const page = await applicant.newPage();
  await page.goto('/signup');
  await page.getByLabel(/^Имя/).fill('Anna Petrova');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Пароль/).fill(password);
  await page.getByLabel(/^Подтверждение пароля/).fill(password);
  await page.getByRole('button', { name: 'Создать учётную запись' }).click();
  await expect(page).toHaveURL('/accreditations');
  await expect(page.getByRole('heading', { name: 'Аккредитация', exact: true })).toBeVisible();

  // The questionnaire: what the applicant typed stays unless they agree to replace it.
  await page.getByRole('link', { name: 'Заполнить анкету' }).click();
  await expect(page).toHaveURL('/accreditations/add');
  // The list (whose filter has a field of the same name) may still be on screen for a moment.
  await expect(page.getByRole('heading', { name: 'Новая запись: Заявка на аккредитацию' })).toBeVisible();
  await choose(page, 'Запрашиваемый договор', 'Договор грузоотправителя');
  await expect(page.getByRole('switch', { name: 'Резидент РФ' })).toBeChecked();
  await input(page, 'Краткое наименование на английском').fill('TFC Cargo');
  await input(page, 'ИНН').fill(INN);
  await page.getByRole('button', { name: 'Заполнить из реестра' }).click();
  const conflict = page.getByRole('alertdialog');
  await expect(conflict.getByText('Заменить введённое?')).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Краткое наименование на английском.*TFC Cargo.*Tyumen Fish Company LLC/ })).toBeVisible();
  await conflict.getByRole('button', { name: 'Оставить моё' }).click();
  await expect(input(page, 'Краткое наименование на английском')).toHaveValue('TFC Cargo');
  await expect(input(page, 'Полное наименование на русском')).toHaveValue(REGISTRY_NAME);
  await expect(input(page, 'КПП')).toHaveValue('720401001');
  await expect(input(page, 'Руководитель')).toHaveValue('Григорьев Андрей Викторович');
  await expect(page.getByRole('status').filter({ hasText: 'Из реестра заполнено' })).toBeVisible();

  // A bad KPP is refused on its field with the spec's text.
  await input(page, 'КПП').fill('12345');
  await input(page, 'Телефон').fill('+7 3452 68-10-10');
  await input(page, 'Email').fill('cargo@tfc.example');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('КПП должен состоять ровно из 9 символов')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Заполните все обязательные поля' })).toBeVisible();
  await input(page, 'КПП').fill('720401001');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/accreditations\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: SHORT_NAME })).toBeVisible();
  await expect(shown(page, 'Статус')).toHaveText('Новая');
  // Back on the accreditations page, the request and what happens next.
  await page.goto('/accreditations');
  const request = page.getByRole('region', { name: SHORT_NAME });
  await expect(request.getByText('Новая', { exact: true })).toBeVisible();
  await expect(request.getByText(/ждёт рассмотрения авиакомпанией/)).toBeVisible();
  await expect(steps(page).filter({ hasText: 'Анкета' })).toHaveAttribute('aria-current', 'step');
  await request.getByRole('link', { name: 'Открыть заявку' }).click();

  // The airline sees it and sends it back for revision.
  const airline = await browser.newContext();
  await signInByApi(airline, baseURL!, 'airline@demo.test');
  const admin = await airline.newPage();
  await admin.goto('/accreditations?filter[status]=new');
  await admin.getByRole('link', { name: SHORT_NAME }).click();
  await expect(admin).toHaveURL(`/accreditations/${id}`);
  await act(admin, 'Отправить на доработку', 'Укажите банковские реквизиты');
  await expect(shown(admin, 'Статус')).toHaveText('В работе');
  await expect(admin.getByRole('region', { name: 'История' }).getByText('Отправлена на доработку')).toBeVisible();

  // The applicant reads the comment, corrects the request and resubmits it.
  await page.reload();
  await expect(shown(page, 'Комментарий авиакомпании')).toHaveText('Укажите банковские реквизиты');
  await page.getByRole('link', { name: 'Изменить' }).or(page.getByRole('button', { name: 'Изменить' })).first().click();
  await expect(page.getByText('Авиакомпания вернула заявку на доработку', { exact: false })).toBeVisible();
  await input(page, 'Банк').fill('Западно-Сибирский банк ПАО Сбербанк');
  await input(page, 'БИК').fill('047102651');
  await input(page, 'Номер счёта').fill('40702810267100001234');
  await input(page, 'Корреспондентский счёт').fill('30101810800000000651');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(`/accreditations/${id}`);
  await expect(shown(page, 'Статус')).toHaveText('Обновлена');
  // The applicant may still correct it while the airline decides, but never act on it.
  await expect(page.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);

  // The airline approves it and activates the contract.
  await admin.reload();
  await act(admin, 'Одобрить');
  await expect(shown(admin, 'Статус')).toHaveText('Одобрена');
  await act(admin, 'Активировать договор');
  await expect(shown(admin, 'Статус')).toHaveText('Завершена');
  await expect(shown(admin, 'Контрагент')).toHaveText('TFC Cargo');
  const contractNumber = shown(admin, 'Договор');
  await expect(contractNumber).toHaveText(/^UT-SH-\d{4}\/\d{3}$/);
  const history = admin.getByRole('region', { name: 'История' });
  for (const event of ['Подана', 'Отправлена на доработку', 'Подана повторно после доработки', 'Одобрена', 'Договор активирован']) {
    await expect(history.getByText(event, { exact: true })).toBeVisible();
  }
  await expect(admin.getByRole('button', { name: 'Активировать договор' })).toHaveCount(0);

  // The contractor and the contract, as the API gives them to the airline.
  const row = await (await airline.request.get(`${baseURL}/api/handbooks/accreditations/id-${id}`)).json();
  expect(row).toMatchObject({ status: 'completed', labels: { contractorId: 'TFC Cargo', contractId: await contractNumber.textContent() } });
  const found = await (await airline.request.get(`${baseURL}/api/autocomplete/contractor?q=TFC`)).json();
  expect(found).toContainEqual(expect.objectContaining({ value: row.contractorId, label: 'TFC Cargo', description: INN }));

  // The applicant signs in again: a client now, they go to pricing.
  await applicant.clearCookies();
  await page.goto('/login');
  await signInByForm(page, email, password);
  await expect(page).toHaveURL('/pricing');

  await applicant.close();
  await airline.close();
});

test.describe('the accreditations page', () => {
  test('a new client is shown the questionnaire as the next step, and follows it to the form', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'newclient@demo.test');
    await page.goto('/accreditations');
    await expect(page.getByRole('heading', { name: 'Аккредитация', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Заполните анкету на аккредитацию' })).toBeVisible();
    await expect(steps(page).filter({ hasText: 'Анкета' })).toHaveAttribute('aria-current', 'step');
    // Not the airline's list: no empty table, filters or Excel buttons.
    await expect(page.getByText('Заявки на аккредитацию не найдены')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Выгрузить в Excel' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Заполнить анкету' }).click();
    await expect(page).toHaveURL('/accreditations/add');
    await expect(page.getByRole('heading', { name: 'Новая запись: Заявка на аккредитацию' })).toBeVisible();
  });

  test('an approved shipper is told the contract comes next, then prepayment', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'preshipper@demo.test');
    await page.goto('/accreditations');
    const request = page.getByRole('region', { name: /Урал Фарма Трейд/ });
    await expect(request.getByText('Одобрена', { exact: true })).toBeVisible();
    await expect(request.getByText(/Авиакомпания готовит договор/)).toBeVisible();
    await expect(request.getByText(/предоплата: пополните баланс по договору/)).toBeVisible();
    await expect(request.getByText('Договор будет активирован после подписания оригиналов')).toBeVisible();
    await expect(steps(page).filter({ hasText: 'Договор' })).toHaveAttribute('aria-current', 'step');
    await expect(request.getByRole('link', { name: 'Написать авиакомпании' })).toHaveAttribute('href', '/chats');
    await request.getByRole('link', { name: 'Открыть заявку' }).click();
    await expect(page).toHaveURL(/\/accreditations\/\d+$/);
  });

  test('airline staff keep the list of every request', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/accreditations');
    await expect(page.getByRole('heading', { name: 'Заявки на аккредитацию' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Выгрузить в Excel' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Аккредитация', exact: true })).toHaveCount(0);
  });
});

test('the airline admin edits a setting and sees it on the info page', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'UTair Aviation' }).click();
  await expect(page.getByRole('heading', { name: 'UTair Aviation' })).toBeVisible();
  // Staff keep their own airline: it cannot be deleted.
  await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Изменить' }).or(page.getByRole('button', { name: 'Изменить' })).first().click();
  await expect(page.getByRole('heading', { name: 'Накладные' })).toBeVisible();
  // The marker keys the airline's abilities: shown, not editable, and the form says why.
  const marker = input(page, 'Маркер компании');
  await expect(marker).toHaveValue('ut');
  await expect(marker).toHaveAttribute('readonly', '');
  await expect(page.getByText('Не меняется после создания')).toBeVisible();
  const minimum = input(page, 'Минимальный платный вес, кг');
  await minimum.fill('-1');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Минимальное значение: 0')).toBeVisible();
  await minimum.fill('7,5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/settings\/\d+$/);
  const awb = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Накладные' }) }).last();
  await expect(awb.getByText('7,5', { exact: true })).toBeVisible();
});
