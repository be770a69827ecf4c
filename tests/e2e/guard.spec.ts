import { expect, test } from '@playwright/test';
import { signInByApi } from './support';

test.describe('route guard', () => {
  test('a visitor asking for a signed-in page goes to login with the page to return to', async ({ page }) => {
    await page.goto('/accounts/5?tab=access');
    await expect(page).toHaveURL('/login?path=%2Faccounts%2F5%3Ftab%3Daccess');
  });

  test('a page without the ability answers 403', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'agent@demo.test');
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toContainText('403');
    await expect(page.getByRole('heading', { name: 'У вас недостаточно прав для просмотра этой страницы' })).toBeVisible();
    // Home for a signed-in user is their start page, not the landing page.
    await page.getByRole('button', { name: 'На главную' }).click();
    await expect(page).toHaveURL('/pricing');
  });

  test('an unknown page answers 404 inside the shell', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Эта страница не найдена' })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();
  });

  test("a page's own validate step refuses a malformed id with 404", async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    const response = await page.goto('/accounts/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Эта страница не найдена' })).toBeVisible();
  });

  test('the last page of the table to be built, the AWB report, opens once its rights hold', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    const response = await page.goto('/report-awb');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Отчёт по накладным' })).toBeVisible();
  });
});
