import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInByApi, useLanguage } from './support';

// Live events in the browser: one tab of a user holds the streams, the others hear its events; a
// notification arrives while the page is open, and its card opens the screen it speaks of.

/** A company that signed up yesterday (seeded): its accreditation request is new. */
const APPLICANT = 'belov@taiga-seafood.test';

/** Every request a page makes to the hub. */
function hubRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') urls.push(request.url());
  });
  return urls;
}

test('a notification arrives live in every tab; one tab holds the streams and the next takes over', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await useLanguage(context, baseURL!, 'en');
  await signInByApi(context, baseURL!, APPLICANT);
  const mine = await context.request.get(`${baseURL}/api/handbooks/accreditations`);
  const requestId = ((await mine.json()) as { items: { id: number }[] }).items[0]!.id;

  const first = await context.newPage();
  const firstHub = hubRequests(first);
  const streamsOpen = first.waitForResponse((response) => new URL(response.url()).pathname === '/api/live' && response.url().includes('notifications'));
  await first.goto('/accreditations');
  await streamsOpen;
  await expect(first.locator('html')).toHaveAttribute('data-live-leader', 'true');

  const second = await context.newPage();
  const secondHub = hubRequests(second);
  await second.goto('/profile');
  await expect(second.getByRole('heading', { name: 'Profile' })).toBeVisible();
  // The second tab waits in line, listening to the first: it opens no stream of its own. (Its live
  // services load after the page: until they say so, an event would pass it by.)
  await expect(second.locator('html')).toHaveAttribute('data-live-leader', 'false');
  expect(firstHub).toHaveLength(2);
  expect(secondHub).toHaveLength(0);

  // The airline sends the request back (through the API, as another user would).
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post('/api/login', { data: { username: 'airline@demo.test', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { token: string }).token;
  const act = (segment: string, comment: string) =>
    staff.post(`/api/handbooks/accreditations/id-${requestId}/${segment}`, { headers: { authorization: `Bearer ${token}` }, data: { comment } });
  expect((await act('send-for-revision', 'Attach the charter')).status()).toBe(200);

  // Both tabs' toasts are looked for at once: one after the other, the second tab's could have
  // closed (8 s) while the first's were still being checked on a loaded machine.
  await Promise.all([first, second].map((page) => expect(page.getByTestId('notification-toast').filter({ hasText: 'Accreditation request' })).toBeVisible()));
  for (const page of [first, second]) await expect(page.getByTestId('notification-count')).toHaveText('1');

  // The leader's tab closes: the second takes the streams over, resuming after the last event.
  await first.close();
  await expect(second.locator('html')).toHaveAttribute('data-live-leader', 'true');
  await expect.poll(() => secondHub.length).toBe(2);
  // The notification stream resumes after the event the tabs saw (the chat stream carried none):
  // whatever comes meanwhile is replayed from the hub's log.
  const resumed = secondHub.map((url) => new URL(url)).find((url) => url.searchParams.get('topic')?.startsWith('/notifications/'));
  expect(resumed?.searchParams.get('lastEventID')).toMatch(/^\d+$/);

  expect((await act('reject', 'The charter is missing')).status()).toBe(200);
  await expect(second.getByTestId('notification-count')).toHaveText('2');

  // The card opens the request it speaks of, and is read from then on.
  await second.getByTestId('notification-bell').click();
  const card = second.getByRole('article', { name: /^Unread: Accreditation request/ }).first();
  await expect(card).toContainText(`№ ${requestId}`);
  await card.getByRole('button', { name: /^Unread: Accreditation request/ }).click();
  await expect(second).toHaveURL(new RegExp(`/accreditations/${requestId}$`));
  await expect(second.getByTestId('notification-count')).toHaveText('1');

  await staff.dispose();
  await context.close();
});

test('the notifications page takes its group from the path; an older ?group= link is replaced by it, an unknown group is 404', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await useLanguage(context, baseURL!, 'en');
  await signInByApi(context, baseURL!, 'preshipper@demo.test');
  const page = await context.newPage();
  await page.goto('/notifications/chat');
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveText('Chat');
  await page.goto('/notifications?group=payment&tab=unread');
  await expect(page).toHaveURL('/notifications/payment?tab=unread');
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveText('Payments');
  // Replaced, not added: Back leaves the page instead of returning to the old address.
  await page.goBack();
  await expect(page).toHaveURL('/notifications/chat');
  await page.goto('/notifications/spam');
  await expect(page.getByRole('alert').filter({ hasText: '404' })).toBeVisible();
  await context.close();
});

test('the notifications page filters by tab and group and marks them read', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await useLanguage(context, baseURL!, 'en');
  // The approved shipper has one unread notification of the seed (its request was approved).
  await signInByApi(context, baseURL!, 'preshipper@demo.test');
  const page = await context.newPage();
  await page.goto('/notifications?tab=unread');
  await expect(page.getByRole('tab', { name: 'Unread (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Unread: Accreditation request/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Payments' }).click();
  // Section 2: the group is the route's parameter.
  await expect(page).toHaveURL('/notifications/payment?tab=unread');
  await expect(page.getByText('No unread notifications')).toBeVisible();
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'All groups' }).click();
  await expect(page).toHaveURL('/notifications?tab=unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  // Nothing left to mark: the action is gone, not shown as unreadable disabled grey.
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('button', { name: /^Accreditation request/ })).toBeVisible();
  await context.close();
});
