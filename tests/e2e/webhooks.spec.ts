import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signInByApi } from './support';

// A client's administrator connects its own system: registers an endpoint for its events, copies
// the secret shown this once, sends a test event, and sees it delivered in the endpoint's log; the
// receiver (a real server on 127.0.0.1, allowed by the e2e server's configuration) checks the
// signature with that secret.

test('an agent registers a webhook, keeps its secret, and sees a test event delivered', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('accepted');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cabinet-events`;
  try {
    await signInByApi(context, baseURL!, 'agent@demo.test');
    await page.goto('/webhooks/add');
    await page.getByRole('textbox', { name: /^Адрес \(URL\)/ }).fill(url);
    await page.getByRole('combobox', { name: /^События/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Выпуск авианакладной' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Движение груза' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/webhooks\/\d+$/);

    // The secret, this once.
    await expect(page.getByText('Сохраните секрет сейчас: он показывается один раз.', { exact: false })).toBeVisible();
    const secret = await page.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await expect(page.getByText('Доставок пока нет')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Секрет уже показан и больше не отображается', { exact: false })).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    // A test event, delivered and logged with the receiver's answer.
    await page.getByRole('button', { name: 'Отправить тестовое событие' }).click();
    const log = page.getByTestId('webhook-log');
    await expect(log.getByRole('row').nth(1)).toContainText('Проверка (ping)');
    await expect(log.getByRole('row').nth(1)).toContainText('Доставлено', { timeout: 20_000 });
    await expect(log.getByRole('row').nth(1)).toContainText('200 accepted');

    expect(received).toHaveLength(1);
    const [delivery] = received;
    const timestamp = delivery!.headers['x-cabinet-timestamp'] as string;
    expect(delivery!.headers['x-cabinet-signature']).toBe(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex')}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'ping' });

    // The list names it, with no secret anywhere.
    await page.goto('/webhooks');
    const row = page.getByRole('row').filter({ hasText: url });
    await expect(row).toContainText('Выпуск авианакладной');
    await expect(page.getByText(secret)).toHaveCount(0);
    // Its own endpoints only: no company column or filter, and no sheet import (secrets are shown once).
    const table = page.getByRole('table', { name: 'Вебхуки' });
    await expect(table.getByRole('columnheader', { name: /Адрес/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Компания/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Выгрузить в Excel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Загрузить из Excel' })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
