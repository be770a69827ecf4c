import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInByApi } from './support';

// Section 8: "403 or 404 in the generic action: error page shown with that status, then the error
// is rethrown". Not only the row's read: a save and a delete of a row another session deleted
// meanwhile show the error page with 404 too.

test.describe.configure({ timeout: 90_000 });
const PAGE_LOAD = { timeout: 45_000 };

test.beforeEach(async ({ context, baseURL }) => {
  await signInByApi(context, baseURL!, 'airline@demo.test');
});

async function newBaggage(context: BrowserContext, baseURL: string, season: 'AUTUMN' | 'SPRING'): Promise<number> {
  const created = await context.request.post(`${baseURL}/api/handbooks/baggages`, { data: { departure: 'KJA', arrival: 'SGC', season, weight: 13 } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Another session (here the same user's other tab) deletes the row. */
async function deleteElsewhere(context: BrowserContext, baseURL: string, id: number): Promise<void> {
  expect((await context.request.delete(`${baseURL}/api/handbooks/baggages/id-${id}`)).ok()).toBe(true);
}

async function expectNotFoundPage(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: '404' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'Эта страница не найдена' })).toBeVisible();
}

test('saving a row deleted in another session shows the error page with 404', async ({ page, context, baseURL }) => {
  const id = await newBaggage(context, baseURL!, 'AUTUMN');
  await page.goto(`/baggages/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KJA → SGC', PAGE_LOAD);
  await deleteElsewhere(context, baseURL!, id);
  await page.getByRole('textbox', { name: 'Вес на пассажира, кг' }).fill('14');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotFoundPage(page);
  await expect(page).toHaveURL(`/baggages/edit/${id}`);
});

test('deleting a row deleted in another session shows the error page with 404', async ({ page, context, baseURL }) => {
  const id = await newBaggage(context, baseURL!, 'SPRING');
  await page.goto(`/baggages/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('KJA → SGC', PAGE_LOAD);
  await deleteElsewhere(context, baseURL!, id);
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expectNotFoundPage(page);
});
