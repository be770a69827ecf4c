import { expect, test, type APIRequestContext } from '@playwright/test';
import type { NotificationCount } from '../../src/shared/notifications/schemas';
import { pickLookup, signInByApi } from './support';

// A publication's story as the airline and an agent live it: staff publish a fare notice to the
// agent's contract that asks for familiarization, with a file; the agent's bell rings, the
// notification opens the publication, the agent reads and confirms; staff see the confirmation
// with its time on the recipients tab, and the agent's list shows it familiarized.

const AGENT_CONTRACT = 'UT-AG-2024/017';

const unread = async (request: APIRequestContext): Promise<number> => ((await (await request.get('/api/notification/count')).json()) as NotificationCount).all;

test('staff publish with familiarization required; the agent is notified, opens it, confirms, and staff see the confirmation', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const title = `Тарифы на декабрь ${String(Date.now()).slice(-6)}`;

  // The agent, on its publications: this tab leads, so it holds the live streams.
  const agent = await browser.newContext();
  await signInByApi(agent, baseURL!, 'agent@demo.test');
  const bell = await unread(agent.request);
  const own = await agent.newPage();
  await own.goto('/publications');
  await expect(own.locator('html')).toHaveAttribute('data-live-leader', 'true');
  await expect(own.getByRole('heading', { level: 1, name: 'Публикации' })).toBeVisible();
  await expect(own.getByRole('link', { name: title })).toHaveCount(0);

  const staff = await browser.newContext();
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const page = await staff.newPage();
  await page.goto('/publications');
  await page.getByRole('button', { name: 'Новая публикация' }).click();
  await expect(page).toHaveURL(/\/publications\/add$/);
  // The list stays on screen until the form's code has come: its filter is a 'Тип' box too.
  await expect(page.getByRole('heading', { level: 1, name: 'Новая публикация' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Тип' }).click();
  await page.getByRole('option', { name: 'Тарифная' }).click();
  await page.getByRole('textbox', { name: 'Заголовок' }).fill(title);
  const text = page.getByRole('textbox', { name: 'Текст' });
  await text.fill('С 1 декабря действуют ');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await text.press('End');
  await text.pressSequentially(' по направлениям из Тюмени.');
  await page.getByRole('radio', { name: 'Выбранные договоры' }).check();
  // Saving without a contract says what is missing.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Заполните все обязательные поля')).toBeVisible();
  await pickLookup(page, 'Договоры', 'UT-AG', new RegExp(AGENT_CONTRACT));
  await page.getByRole('checkbox', { name: 'Требуется ознакомление' }).check();
  await page.getByTestId('publication-file-input').setInputFiles({ name: 'тарифы-декабрь.csv', mimeType: 'text/csv', buffer: Buffer.from('Маршрут;До 45 кг\nTJM-MOW;95\n', 'utf8') });
  await expect(page.getByText('тарифы-декабрь.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page).toHaveURL(/\/publications\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'жирный текст' })).toBeVisible();

  // The agent's bell rings at once; the notification leads to the publication.
  await expect(own.getByTestId('notification-count')).toHaveText(String(bell + 1));
  // The agent's open list shows it too, not yet familiarized.
  const listed = own.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('Не ознакомлен');
  await own.getByTestId('notification-bell').click();
  const card = own.getByRole('article').filter({ hasText: title }).first();
  await expect(card).toContainText('Новая публикация: требуется ознакомление');
  await card.getByRole('link', { name: title }).click();
  await expect(own).toHaveURL(/\/publications\/\d+$/);
  await expect(own.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await own.getByRole('tab', { name: /Вложения/ }).click();
  await expect(own.getByRole('cell', { name: 'тарифы-декабрь.csv', exact: true })).toBeVisible();
  await expect(own.getByText('Ознакомьтесь с публикацией и подтвердите ознакомление')).toBeVisible();
  await own.getByRole('button', { name: 'Ознакомлен' }).click();
  await expect(own.getByText(/Вы ознакомились с этой редакцией/)).toBeVisible();
  await expect(own.getByRole('button', { name: 'Ознакомлен' })).toHaveCount(0);

  // In the agent's list it is familiarized now.
  await own.goto('/publications?familiarized=yes');
  await expect(own.getByRole('link', { name: title })).toBeVisible();

  // Staff see who confirmed, and when, on the recipients tab.
  await page.getByRole('tab', { name: 'Получатели' }).click();
  const row = page.getByRole('row').filter({ hasText: 'agent@demo.test' });
  await expect(row).toContainText('Ознакомлен');
  await expect(row).not.toContainText('Не ознакомлен');
  await expect(row.getByRole('cell').last()).toHaveText(/\d{1,2} \S+ \d{4}.*\d{2}:\d{2}/);
  await expect(page.getByText(/Ознакомились с редакцией 1: 1 из \d+/)).toBeVisible();

  await staff.close();
  await agent.close();
});
