import { expect, test } from '@playwright/test';

// The API reference a forwarder's developer opens: Swagger UI from this server, reading the
// OpenAPI document generated from the contract, with no script refused by the page's policy.

test('the API reference shows the contract’s operations, grouped by area', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  // Swagger UI renders the whole contract (a hundred-odd operations) before its title: seconds on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: /UTair Cargo cabinet API/ })).toBeVisible({ timeout: 30_000 });
  const shipments = page.getByRole('heading', { level: 3, name: /^shipments/ });
  await shipments.getByRole('button', { name: 'Expand operation' }).click();
  await page.getByRole('link', { name: '/api/shipments/tracking/{awb}' }).click();
  const operation = page.locator('.opblock.is-open');
  await expect(operation.getByText('Public.')).toBeVisible();
  await expect(operation.getByRole('row', { name: /^awb \*required/ })).toBeVisible();
  await expect(operation.getByText(/"movements"/)).toBeVisible();
  expect(problems).toEqual([]);
});
