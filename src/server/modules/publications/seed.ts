import type { PublicationLink, PublicationProperty } from '@shared/publications/schemas';
import type { DemoSeedContext } from '../../db/seed/context';
import { publicationAttachments, publicationContracts, publications, publicationVersions } from '../../db/schema';

// Demo publications of UT: a fare notice to both agents' contracts that asks for familiarization
// (the agent has yet to confirm it), and a basic notice to every client, in its second version.

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedPublications(ctx: DemoSeedContext): Promise<void> {
  const { db, now } = ctx;
  const airline = ctx.need('airline');
  const contracts = ctx.need('contracts');
  const author = ctx.need('airlineUserId');

  const fareLinks: PublicationLink[] = [{ title: 'Правила перевозки грузов ЮТэйр', url: 'https://www.utair.ru/cargo/' }];
  const fareText = [
    'С **1-го числа следующего месяца** меняются агентские тарифы по направлениям из Тюмени и Сургута.',
    '',
    '- Тюмень — Москва: общий груз, весовые пороги 45, 100 и 300 кг',
    '- Сургут — Москва: скоропортящийся груз (*PER*), надбавка за температурный режим',
    '',
    'Просим ознакомиться и подтвердить ознакомление до начала продаж по новым тарифам.',
  ].join('\n');
  const [fare] = await db
    .insert(publications)
    .values({ airlineId: airline.id, type: 'fare', date: day(now, -2), title: 'Новые агентские тарифы из Тюмени и Сургута', text: fareText, authorId: author, recipientsAll: false, familiarizationRequired: true, links: fareLinks })
    .returning({ id: publications.id });
  const fareContracts = [contracts.agent, contracts.otherAgent].sort((a, b) => a - b);
  await db.insert(publicationContracts).values(fareContracts.map((contractId) => ({ publicationId: fare!.id, contractId })));
  const sheet = Buffer.from('Маршрут;Мин., руб.;до 45 кг;45–100 кг;100–300 кг\nTJM-MOW;1500;95;88;80\nSGC-MOW;1700;110;101;93\n', 'utf8');
  const [file] = await db
    .insert(publicationAttachments)
    .values({ publicationId: fare!.id, uploadedBy: author, name: 'тарифы-агентские.csv', mimeType: 'text/csv', size: sheet.length, content: sheet })
    .returning({ id: publicationAttachments.id });
  await db.insert(publicationVersions).values({
    publicationId: fare!.id,
    version: 1,
    authorId: author,
    snapshot: { type: 'fare', date: day(now, -2), title: 'Новые агентские тарифы из Тюмени и Сургута', text: fareText, recipients: { all: false, contractIds: fareContracts }, familiarizationRequired: true, links: fareLinks, attachments: [file!.id] },
  });

  const basicFirst = 'Приём груза на терминале Рощино (Тюмень) в праздничные дни — с 08:00 до 20:00.';
  const basicText = `${basicFirst}\n\nОформление документов — в окне № 3. Справки по телефону в разделе [Контакты](https://www.utair.ru/contacts/).`;
  const changed: PublicationProperty[] = ['text', 'links'];
  const basicLinks: PublicationLink[] = [{ title: 'Терминал Рощино', url: 'https://www.utair.ru/cargo/terminals/' }];
  const [basic] = await db
    .insert(publications)
    .values({ airlineId: airline.id, type: 'basic', date: day(now, -1), title: 'График работы терминала в праздничные дни', text: basicText, authorId: author, recipientsAll: true, familiarizationRequired: false, links: basicLinks, version: 2, changedProperties: changed })
    .returning({ id: publications.id });
  const base = { type: 'basic', date: day(now, -1), title: 'График работы терминала в праздничные дни', recipients: { all: true, contractIds: [] }, familiarizationRequired: false, attachments: [] };
  await db.insert(publicationVersions).values([
    { publicationId: basic!.id, version: 1, authorId: author, snapshot: { ...base, text: basicFirst, links: [] } },
    { publicationId: basic!.id, version: 2, authorId: author, changedProperties: changed, snapshot: { ...base, text: basicText, links: basicLinks } },
  ]);
}
