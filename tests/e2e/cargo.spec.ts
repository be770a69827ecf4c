import { expect, test } from '@playwright/test';
import { signInByApi, signInByForm } from './support';

// PLATFORM=CARGO: the cabinet-only routes (index, signup, pricing, accreditations...) do not exist.
test.describe('CARGO platform', () => {
  test('cabinet-only pages answer 404', async ({ page }) => {
    for (const path of ['/', '/signup']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Эта страница не найдена' })).toBeVisible();
    }
  });

  test('airline staff sign in to accreditations and see flight segments', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Стать клиентом')).toHaveCount(0);
    await signInByForm(page, 'airline@demo.test');
    // Only the accreditation form is cabinet-only; the list of requests exists on CARGO too.
    await expect(page).toHaveURL('/accreditations');
    const menu = page.getByRole('navigation');
    await menu.getByText('Бронирование', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Сегменты' })).toHaveAttribute('href', '/flights');
    await expect(menu.getByRole('link', { name: 'Поиск цен' })).toHaveCount(0);
  });

  test('users with shipment.create go to their profile: pricing is a cabinet page', async ({ page }) => {
    await page.goto('/login');
    await signInByForm(page, 'agent@demo.test');
    await expect(page).toHaveURL('/profile');
  });

  test('logout goes to the login page', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'shipper@demo.test');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Учётная запись' }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL('/login');
  });
});
