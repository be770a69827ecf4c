import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueEmail, useLanguage } from './support';

// The chat between a client and the airline's staff, in two browsers at once (sections 2, 4, 8
// and 9): a new client's placeholder chat becomes a real one with its first message and reaches
// the airline's New tab live; staff take the dialog and answer; replies with quotes, typing,
// read marks, an attachment both ways, a failed send and its resend, and leaving the dialog.

const STAFF = 'airline@demo.test';
const STAFF_NAME = 'Ирина Соколова';
const AIRLINE = 'UTair Aviation';

/** A newcomer signed up through the API: no company and no chat yet, so a placeholder to UT. */
async function newClient(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  await useLanguage(context, baseURL, 'en');
  const name = `E2E Client ${Date.now().toString(36)}`;
  const password = 'e2e-chat-12345';
  const response = await context.request.post(`${baseURL}/api/secure/registration`, {
    data: { name, email: uniqueEmail('chat'), password, confirmPassword: password, timeZone: 'Europe/Moscow' },
  });
  expect(response.status(), 'sign up').toBe(200);
  return { context, name };
}

async function staffPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  await useLanguage(context, baseURL, 'en');
  await signInByApi(context, baseURL, STAFF);
  return { context, page: await context.newPage() };
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const messages = (page: Page) => conversation(page).getByRole('list', { name: 'Messages' });
const message = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ hasText: text });
/** The message whose text is exactly this ("Message 1" and not "Message 10"). */
const exactly = (page: Page, text: string) => messages(page).getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
const composer = (page: Page) => conversation(page).getByRole('textbox', { name: 'Message' });
const chatList = (page: Page) => page.getByRole('list', { name: 'Chats' });

/** Types and sends with Enter, as a user does. */
async function write(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

/** The actions of the first message with the text (an answer quoting it holds the text too). */
async function openActions(page: Page, text: string) {
  await message(page, text).first().getByRole('button', { name: 'Message actions' }).click();
}

test('a client and the airline talk: placeholder, take, replies, typing, read marks, files, a failed send, leave', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const client = await newClient(browser, baseURL!);
  const page = await client.context.newPage();
  const staff = await staffPage(browser, baseURL!);

  // The newcomer has no chat: the list holds a placeholder for the airline, which opens empty.
  await page.goto('/chats');
  const placeholder = chatList(page).getByRole('button', { name: new RegExp(AIRLINE) });
  await expect(placeholder).toContainText('Write the first message');
  await placeholder.click();
  await expect(page).toHaveURL(/\/chats\?company=ut$/);
  await expect(conversation(page)).toContainText('Write a message: the airline will answer here');

  // The airline's operator watches the untaken dialogs.
  await staff.page.goto('/chats');
  await staff.page.getByRole('tab', { name: /^New/ }).click();
  await expect(staff.page.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');

  // The first message creates the real chat, which takes the placeholder's place.
  const first = `Hello from ${client.name}: can you take 300 kg to Surgut?`;
  await write(page, first);
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const chatId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(message(page, first).getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await expect(chatList(page).getByRole('button', { name: new RegExp(AIRLINE) })).toContainText(first.slice(0, 30));

  // It reaches the airline's New tab live; the operator opens it and takes the dialog.
  const item = chatList(staff.page).getByRole('button', { name: new RegExp(client.name) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(staff.page).toHaveURL(new RegExp(`/chats/${chatId}$`));
  await expect(message(staff.page, first)).toBeVisible();
  await expect(conversation(staff.page)).toContainText('Nobody has taken the dialog');
  await conversation(staff.page).getByRole('button', { name: 'Take the dialog' }).click();
  await expect(conversation(staff.page).getByRole('button', { name: 'Leave the dialog' })).toBeVisible();
  await expect(conversation(staff.page)).toContainText(`Answered by ${STAFF_NAME}`);
  await staff.page.getByRole('tab', { name: /^Mine/ }).click();
  await expect(chatList(staff.page).getByRole('button', { name: new RegExp(client.name) })).toBeVisible();

  // The client sees the operator join, and its message read.
  await expect(conversation(page).getByRole('listitem', { name: new RegExp(`${STAFF_NAME}.*Airline`) })).toBeVisible();
  await expect(message(page, first).getByRole('img', { name: 'Read' })).toBeVisible();

  // Typing shows on the other side, and goes when the message arrives.
  await composer(staff.page).fill('Yes, we can');
  await expect(conversation(page).getByRole('status')).toHaveText(`${STAFF_NAME} is typing…`);
  const answer = 'Yes, we can. Bring the cargo to the terminal by 14:00.';
  await write(staff.page, answer);
  await expect(message(page, answer)).toContainText(STAFF_NAME);
  await expect(conversation(page).getByRole('status')).toHaveText('');

  // The client answers that message: the quote shows above the composer and on the message.
  await openActions(page, answer);
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  await expect(conversation(page).getByRole('note', { name: new RegExp(`^Reply to ${STAFF_NAME}`) })).toBeVisible();
  const reply = 'Thank you, we will be there at noon.';
  await write(page, reply);
  await expect(message(page, reply).getByRole('button', { name: new RegExp(`^Reply to ${STAFF_NAME}: Yes, we can`) })).toBeVisible();
  await expect(message(staff.page, reply).getByRole('button', { name: new RegExp(`^Reply to ${STAFF_NAME}: Yes, we can`) })).toBeVisible();

  // Copy puts the text on the clipboard.
  await client.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openActions(page, answer);
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(answer);

  // The author deletes a message: both sides keep its place, marked deleted.
  const slip = 'Sorry, wrong chat';
  await write(page, slip);
  await expect(message(staff.page, slip)).toBeVisible();
  await openActions(page, slip);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  for (const side of [page, staff.page]) {
    await expect(message(side, slip)).toHaveCount(0);
    await expect(messages(side)).toContainText('Message deleted');
  }

  // A file goes with a message and comes back under its name.
  const fileName = 'cargo-manifest.csv';
  await page.getByTestId('chat-file-input').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from('Pieces;Weight\n12;300\n') });
  await expect(conversation(page).getByRole('button', { name: `Remove ${fileName}` })).toBeVisible();
  await write(page, 'The manifest');
  const download = message(staff.page, 'The manifest').getByRole('button', { name: `Download ${fileName}` });
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([staff.page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(fileName);
  // A file of a type the cabinet does not take is refused before anything is sent.
  await page.getByTestId('chat-file-input').setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(conversation(page).getByRole('alert')).toContainText('The file setup.exe is not accepted');

  // A send that fails: the error toast, the message marked, and its resend replaces it.
  await page.route('**/api/chat/id-*/message', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
  const failing = 'Will the flight leave on time?';
  await write(page, failing);
  const toast = page.getByTestId('chat-send-failed');
  await expect(toast).toContainText('The message was not sent');
  await expect(toast).toContainText('Something went wrong');
  await expect(message(page, failing)).toContainText('Not sent');
  await page.unroute('**/api/chat/id-*/message');
  await message(page, failing).getByRole('button', { name: 'Resend' }).click();
  await expect(message(page, failing).getByRole('img', { name: /^(Sent|Read)$/ })).toBeVisible();
  await expect(message(page, failing)).toHaveCount(1);
  await expect(message(page, failing)).not.toContainText('Not sent');
  await expect(message(staff.page, failing)).toHaveCount(1);

  // The operator leaves the dialog; the client sees them go.
  await conversation(staff.page).getByRole('button', { name: 'Leave the dialog' }).click();
  await expect(conversation(staff.page).getByRole('button', { name: 'Take the dialog' })).toBeVisible();
  await expect(conversation(page).getByRole('listitem', { name: new RegExp(`${STAFF_NAME}.*Airline`) })).toHaveCount(0);

  // An answer while the client is elsewhere counts as unread; /?chatId= opens that chat in the panel.
  const streamsOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await page.goto('/profile');
  await streamsOpen;
  await write(staff.page, 'One more thing: bring the AWB copy.');
  await expect(page.getByRole('button', { name: 'Open chats: 1 unread message' })).toBeVisible();
  await page.goto(`/?chatId=${chatId}`);
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('One more thing: bring the AWB copy.');
  await expect(page.getByRole('button', { name: 'Close chats' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open chats/ })).toHaveCount(0);

  await staff.context.close();
  await client.context.close();
});

test('a long history loads 30 at a time upwards; long texts collapse; a refusing airline is told', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const client = await newClient(browser, baseURL!);
  const api = client.context.request;
  const long = `Cargo list: ${'pallet 120×80, 300 kg; '.repeat(80)}END`;
  const created = await api.post(`${baseURL}/api/chat`, { multipart: { company: 'ut', message: 'Message 1' } });
  expect(created.status()).toBe(200);
  const chatId = ((await created.json()) as { chat: { id: number } }).chat.id;
  for (let n = 2; n <= 35; n += 1) {
    const sent = await api.post(`${baseURL}/api/chat/id-${chatId}/message`, { multipart: { message: n === 20 ? long : `Message ${n}` } });
    expect(sent.status()).toBe(200);
  }

  const page = await client.context.newPage();
  await page.goto(`/chats/${chatId}`);
  await expect(exactly(page, 'Message 35')).toBeVisible();
  // The newest 30: 6 to 35.
  await expect(messages(page).getByRole('listitem')).toHaveCount(30);
  await expect(exactly(page, 'Message 5')).toHaveCount(0);

  // The long one shows cut, and whole on demand.
  const longOne = message(page, 'Cargo list');
  await expect(longOne).not.toContainText('END');
  await longOne.getByRole('button', { name: 'Show more' }).click();
  await expect(longOne).toContainText('END');
  await longOne.getByRole('button', { name: 'Show less' }).click();
  await expect(longOne).not.toContainText('END');

  // Scrolled to the top, the 5 older ones come, and the user stays where they were.
  const anchor = exactly(page, 'Message 6');
  await anchor.scrollIntoViewIfNeeded();
  await messages(page).evaluate((list) => list.parentElement!.scrollTo({ top: 0 }));
  await expect(messages(page).getByRole('listitem')).toHaveCount(35);
  await expect(exactly(page, 'Message 1')).toBeAttached();
  await expect(anchor).toBeInViewport();
  await expect(conversation(page).getByRole('button', { name: 'Earlier messages' })).toHaveCount(0);

  // The 10,000-character cap, with a counter near it.
  await composer(page).fill('x'.repeat(10_050));
  await expect(composer(page)).toHaveValue('x'.repeat(10_000));
  await expect(conversation(page)).toContainText('10,000 of 10,000 characters');

  // The airline refuses messages (its settings): the notice shows and the text waits to be resent.
  await page.route(`**/api/chat/id-${chatId}/message`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 409, json: { code: 409, message: 'The airline does not accept messages' } }) : route.fallback(),
  );
  await write(page, 'Are you there?');
  await expect(conversation(page).getByRole('alert')).toHaveText('The airline does not accept messages');
  await expect(page.getByTestId('chat-send-failed')).toContainText('The airline does not accept messages');
  await expect(message(page, 'Are you there?')).toContainText('Not sent');

  await client.context.close();
});
