import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './support';

// Section 1: an installable-app service worker exists. Start-up runs after the page's load event,
// so the worker must be registered whenever start-up reaches it, on every kind of page.

async function registrationScope(page: Page): Promise<string | null> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null);
}

test.describe('service worker', () => {
  test('is registered on the landing page', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => registrationScope(page)).toBe(`${baseURL}/`);
  });

  test('is registered on the login page', async ({ page, baseURL }) => {
    await page.goto('/login');
    await expect(page.getByLabel(/Логин|Login/)).toBeVisible();
    await expect.poll(() => registrationScope(page)).toBe(`${baseURL}/`);
  });

  test('is registered on a signed-in page', async ({ page, context, baseURL }) => {
    await signInByApi(context, baseURL!, 'airline@demo.test');
    await page.goto('/profile');
    await expect(page.getByRole('navigation')).toBeVisible();
    await expect.poll(() => registrationScope(page)).toBe(`${baseURL}/`);
  });
});
