import { expect, test } from '@playwright/test';
import { ssimCarrier, ssimFile, ssimHeader, ssimLeg, ssimTrailer } from '../../src/shared/flights/ssim.test-support';
import { signInByApi } from './support';

// Airline staff import an SSIM schedule file on the flights page: the file chosen, the report per
// record shown with its statuses, and the imported flight's dates in the list.

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ddmmmyy = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;

test('airline staff import an SSIM file and read its report', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signInByApi(context, baseURL!, 'airline@demo.test');
  const number = String(6000 + Math.floor(Math.random() * 999));
  const period = { from: ddmmmyy(day(45)), to: ddmmmyy(day(51)), days: '1234567', type: 'AT7' };
  const text = ssimFile(
    ssimHeader(),
    ssimCarrier(),
    ssimLeg({ ...period, number, dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
    ssimLeg({ ...period, number: '7', airline: 'SU', dep: 'TJM', std: '0900', arr: 'SGC', sta: '1015' }),
    ssimTrailer(),
  );

  await page.goto('/flights');
  await page.getByRole('button', { name: 'Импорт SSIM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Импорт расписания в формате SSIM' });
  await dialog.getByLabel('Файл (.ssim, .txt)').setInputFiles({ name: 'w26.ssim', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(dialog.getByText('w26.ssim')).toBeVisible();
  await dialog.getByRole('button', { name: 'Импортировать' }).click();

  const report = dialog.getByRole('table', { name: 'Импорт расписания в формате SSIM' });
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText(`UT${number}/01`);
  await expect(report.getByRole('row').nth(1)).toContainText('Создано');
  await expect(report.getByRole('row').nth(2)).toContainText('Отклонено');
  await expect(dialog.getByText('Создано: 1, изменено: 0, без изменений: 0, отклонено: 1 (записей)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();

  await page.goto(`/flights?number=${number}&from=${day(45)}`);
  await expect(page.getByRole('table', { name: 'Участки рейсов' }).getByRole('row')).toHaveCount(8);
});
