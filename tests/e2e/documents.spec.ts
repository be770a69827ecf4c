import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './support';

// Documents as the airline's accountant and a client use them: the accountant makes an act for
// the agent's contract over a span of days from its ledger (the PDF downloads at once and reads in
// Russian, with the contract and the totals), uploads a claim on the shipper's contract and
// deletes it again; the agent finds the act on its contract's Documents tab and downloads it, and
// never sees the shipper's claim.

const AGENT_CONTRACT = 'UT-AG-2024/017';
const SHIPPER_CONTRACT = 'UT-SH-2025/042';

/** An ISO day some days before today, as the Russian form types it (dd.mm.yyyy). */
const typedDay = (daysAgo: number): string => {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  return `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
};

/** A PDF's text as pdftotext reads it. */
const pdfText = (path: string): string => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** Picks a contract in a finance form's contract field. */
async function chooseContract(page: Page, number: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: /^Договор/ }).click();
  await page.getByRole('option', { name: new RegExp(number.replace('/', '\\/')) }).click();
}

test('staff make an act from the ledger and the agent downloads it from its contract; a claim is uploaded and deleted', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const staff = await browser.newContext({ acceptDownloads: true });
  await signInByApi(staff, baseURL!, 'airline@demo.test');
  const page = await staff.newPage();
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Документы' })).toBeVisible();
  await expect(page.getByTestId('document-row').first()).toBeVisible();

  // An act over a span of the seeded ledger's days no seeded document covers.
  await page.getByRole('button', { name: 'Сформировать акт или УПД' }).click();
  const dialog = page.getByRole('dialog');
  await chooseContract(page, AGENT_CONTRACT);
  await dialog.getByRole('combobox', { name: 'С', exact: true }).fill(typedDay(110));
  await dialog.getByRole('combobox', { name: 'По', exact: true }).fill(typedDay(40));
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Сформировать' }).click()]);
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toMatch(/^Акт А-\d{4}-\d{5}\.pdf$/);
  const file = testInfo.outputPath('act.pdf');
  await download.saveAs(file);
  const text = pdfText(file);
  const number = /А-\d{4}-\d{5}/.exec(download.suggestedFilename())![0];
  expect(text).toContain(`АКТ № ${number}`);
  expect(text).toContain(AGENT_CONTRACT);
  expect(text).toContain('Сибирь Логистик');
  expect(text).toMatch(/В том числе НДС/);
  expect(text).toMatch(/\d{1,3}( \d{3})*,\d{2}/);
  const made = page.getByTestId('document-row').filter({ hasText: number });
  await expect(made).toContainText('Акт');
  await expect(made).toContainText(AGENT_CONTRACT);

  // The same period again is refused, naming the act already made; what was chosen stays.
  await page.getByRole('button', { name: 'Сформировать акт или УПД' }).click();
  await chooseContract(page, AGENT_CONTRACT);
  await dialog.getByRole('combobox', { name: 'С', exact: true }).fill(typedDay(110));
  await dialog.getByRole('combobox', { name: 'По', exact: true }).fill(typedDay(40));
  await dialog.getByRole('button', { name: 'Сформировать' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: number })).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();

  // A claim on the shipper's contract: the file is required, then uploaded.
  const claim = `ПР-${String(Date.now()).slice(-6)}`;
  await page.getByRole('button', { name: 'Загрузить документ' }).click();
  await chooseContract(page, SHIPPER_CONTRACT);
  await dialog.getByRole('textbox', { name: 'Номер документа' }).fill(claim);
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog.getByText('Заполните это поле')).toBeVisible();
  await dialog.getByLabel('Выбрать файл').setInputFiles({ name: 'претензия.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await expect(dialog.getByText('претензия.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('document-row').filter({ hasText: claim })).toContainText('Претензия');

  // The agent: the act on its contract's Documents tab, downloaded; the shipper's claim nowhere.
  const agent = await browser.newContext({ acceptDownloads: true });
  await signInByApi(agent, baseURL!, 'agent@demo.test');
  const own = await agent.newPage();
  const contractId = ((await (await agent.request.get('/api/balance/user')).json()) as { contractId: number }[])[0]!.contractId;
  await own.goto(`/contracts/${contractId}?tab=documents`);
  await expect(own.getByRole('tab', { name: 'Документы' })).toHaveAttribute('aria-selected', 'true');
  const row = own.getByTestId('document-row').filter({ hasText: number });
  const [copy] = await Promise.all([own.waitForEvent('download'), row.getByRole('button', { name: `Скачать: Акт № ${number}` }).click()]);
  expect(copy.suggestedFilename()).toBe(download.suggestedFilename());
  await own.goto('/documents');
  await expect(own.getByTestId('document-row').first()).toBeVisible();
  await expect(own.getByTestId('document-row').filter({ hasText: claim })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Загрузить документ' })).toHaveCount(0);

  // The claim deleted, after asking.
  await page.getByTestId('document-row').filter({ hasText: claim }).getByRole('button', { name: /^Удалить/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('document-row').filter({ hasText: claim })).toHaveCount(0);
  // A made act has no delete.
  await expect(made.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);

  await agent.close();
  await staff.close();
});
