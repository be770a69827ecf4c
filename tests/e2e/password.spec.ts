import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInByForm, uniqueEmail } from './support';

// A user's own password: changed on the profile with the current one, or set anew through a link
// mailed to them. The servers write every mail to an outbox folder (MAIL_OUTBOX_DIR, see
// playwright.config.ts) too, and the link is read there. Fresh accounts only: the demo users'
// passwords stay as they are.

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mails of this server's outbox to one address. */
async function mailsTo(port: string, email: string): Promise<Mail[]> {
  const dir = join(test.info().project.outputDir, `mail-${port}`);
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((name) => name.endsWith('.json')).sort().map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as Mail));
  return mails.filter((mail) => mail.to === email);
}

/** The reset link of the one mail to the address, once it is there. */
async function resetLinkFor(baseURL: string, email: string): Promise<string> {
  const port = new URL(baseURL).port;
  await expect.poll(async () => (await mailsTo(port, email)).length, { message: `a mail to ${email}` }).toBe(1);
  const [mail] = await mailsTo(port, email);
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();
  return link!;
}

/** Signs a fresh account up through the API (the cookie lands in `request`'s jar). */
async function signUp(request: APIRequestContext, baseURL: string, email: string, password: string): Promise<void> {
  const response = await request.post(`${baseURL}/api/secure/registration`, {
    data: { name: 'Marina Belova', email, password, confirmPassword: password, timeZone: 'Asia/Yekaterinburg' },
  });
  expect(response.status()).toBe(200);
}

test('a user changes their password on the profile and signs in with it; their other sessions end', async ({ page, context, baseURL, playwright }) => {
  // Two sign-ins, a password hash per change and the profile page: more than the default on two shared cores.
  test.setTimeout(90_000);
  const email = uniqueEmail('change');
  await signUp(context.request, baseURL!, email, 'first-pass-1');
  // The same account signed in elsewhere (another browser).
  const elsewhere = await playwright.request.newContext({ baseURL });
  expect((await elsewhere.post('/api/login', { data: { username: email, password: 'first-pass-1' } })).status()).toBe(200);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Пароль' });
  await section.getByLabel(/^Текущий пароль/).fill('not-my-password');
  await section.getByLabel(/^Новый пароль/).fill('second-pass-2');
  await section.getByLabel(/^Подтверждение нового пароля/).fill('second-pass-2');
  await section.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(section.getByText('Неверный текущий пароль')).toBeVisible();

  await section.getByLabel(/^Текущий пароль/).fill('first-pass-1');
  await section.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('password-changed')).toHaveText('Пароль изменён. Другие сеансы завершены.');
  // The form is emptied for the next time; this browser stays signed in, the other is not.
  await expect(section.getByLabel(/^Текущий пароль/)).toHaveValue('');
  expect((await context.request.get(`${baseURL}/api/user`)).status()).toBe(200);
  expect((await elsewhere.get('/api/user')).status()).toBe(401);
  await elsewhere.dispose();

  await context.clearCookies();
  await page.goto('/login');
  await signInByForm(page, email, 'first-pass-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' })).toBeVisible();
  await signInByForm(page, email, 'second-pass-2');
  await expect(page).toHaveURL('/accreditations');
});

test('a forgotten password: the link from the login page, the mail, a new password, signed in', async ({ page, baseURL, playwright }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('forgot');
  const signup = await playwright.request.newContext({ baseURL });
  await signUp(signup, baseURL!, email, 'forgotten-pass-1');
  await signup.dispose();

  await page.goto('/login');
  await page.getByLabel(/Логин/).fill(email);
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  // The login typed there comes along.
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Если учётная запись с адресом ${email} существует` })).toBeVisible();

  const link = await resetLinkFor(baseURL!, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await page.getByLabel(/^Новый пароль/).fill('brand-new-pass-2');
  await page.getByLabel(/^Подтверждение нового пароля/).fill('brand-new-pass-3');
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
  await page.getByLabel(/^Подтверждение нового пароля/).fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
  // Signed in, where a sign-in takes a new client.
  await expect(page).toHaveURL('/accreditations');
  await expect(page.getByRole('button', { name: 'Учётная запись' })).toBeVisible();

  // The link works once: opened again it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Ссылка больше не действует' })).toBeVisible();
  await page.getByRole('link', { name: 'Получить новую ссылку' }).click();
  await expect(page).toHaveURL('/forgot-password');

  // The new password is the one that signs in now.
  const check = await playwright.request.newContext({ baseURL });
  expect((await check.post('/api/login', { data: { username: email, password: 'forgotten-pass-1' } })).status()).toBe(401);
  expect((await check.post('/api/login', { data: { username: email, password: 'brand-new-pass-2' } })).status()).toBe(200);
  await check.dispose();
});

test('the same answer for an address without an account, and in English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'defaultLanguage', value: 'en', url: baseURL! }]);
  const email = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account exists for ${email}, a link to set a new password is on its way.` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/reset-password?token=made-up');
  await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeVisible();
});
