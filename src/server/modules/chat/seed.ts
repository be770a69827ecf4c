import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DemoSeedContext } from '../../db/seed/context';
import { airlines, chatAttachments, chatMembers, chatMessages, chatReads, chats, users } from '../../db/schema';
import { demoAwb, type DemoEmail } from '../../db/seed/demo-facts';

// Demo chats with UT: the agent's company, answered by the airline's operator, where the agent
// has two answers still to read; and the shipper's company, nobody has taken yet, two questions
// waiting for the airline. The newcomer has none, so the app shows their placeholder chat.

interface SeedMessage {
  by: DemoEmail;
  text: string;
  /** Minutes before now. */
  ago: number;
  /** Index of the message answered, in the same chat. */
  replyTo?: number;
  file?: { name: string; mimeType: string; content: string };
}

const AWB = demoAwb(2);

const AGENT_CHAT: SeedMessage[] = [
  {
    by: 'agent@demo.test',
    ago: 26 * 60,
    text: `Добрый день! Забронировали ${AWB} Тюмень — Сургут на завтра: 12 мест, 340 кг, 1,8 м³. Успеваем сдать груз на терминал до 14:00?`,
  },
  { by: 'airline@demo.test', ago: 25 * 60, replyTo: 0, text: 'Здравствуйте, Павел! Да, приём на терминале Рощино до 14:30 местного времени. Бронь подтверждена (KK).' },
  { by: 'agent@demo.test', ago: 25 * 60 - 12, text: 'Спасибо. В партии охлаждённая рыба — нужен ли код PER?' },
  { by: 'airline@demo.test', ago: 24 * 60 + 40, replyTo: 2, text: 'Да, укажите SHC PER и температурный режим +2…+4 °C в AWB, иначе терминал груз не примет.' },
  {
    by: 'agent@demo.test',
    ago: 23 * 60,
    text: 'Исправили, AWB выписана. Прикладываю манифест партии.',
    file: { name: 'манифест-партии.csv', mimeType: 'text/csv', content: 'Место;Вес, кг;Объём, м³;SHC\n1-12;340;1,8;PER\n' },
  },
  { by: 'airline@demo.test', ago: 22 * 60 + 30, replyTo: 4, text: 'Получили, всё в порядке. Груз принят на терминале, статус RCS.' },
  { by: 'airline@demo.test', ago: 3 * 60, text: 'Павел, рейс задерживается на 40 минут из-за погоды в Сургуте, стыковка сохраняется.' },
  { by: 'airline@demo.test', ago: 90, text: `Груз по ${AWB} вылетел, DEP 16:35. Хорошего дня!` },
];

const SHIPPER_CHAT: SeedMessage[] = [
  {
    by: 'shipper@demo.test',
    ago: 5 * 60,
    text: 'Здравствуйте! Планируем на следующей неделе отправку охлаждённой рыбы Салехард — Москва, около 800 кг. Есть ли свободная ёмкость на рейсах UT?',
  },
  { by: 'shipper@demo.test', ago: 4 * 60 + 50, text: 'И подскажите, пожалуйста, действует ли на этом направлении тариф по нашему договору UT-SH-2025/042?' },
];

type People = Map<DemoEmail, { id: number; contractorId: number | null }>;

async function seedChat(
  tx: Database,
  now: Date,
  people: People,
  spec: { airlineId: number; owner: DemoEmail; operator: DemoEmail | null; messages: SeedMessage[]; readUpTo: Partial<Record<DemoEmail, number>> },
): Promise<void> {
  const at = (ago: number) => new Date(now.getTime() - ago * 60_000);
  const person = (email: DemoEmail) => {
    const found = people.get(email);
    if (!found) throw new Error(`demo user ${email} missing`);
    return found;
  };
  const owner = person(spec.owner);
  const first = spec.messages[0];
  const last = spec.messages.at(-1);
  if (!first || !last) throw new Error('a demo chat needs messages');
  const [chat] = await tx
    .insert(chats)
    .values({ airlineId: spec.airlineId, contractorId: owner.contractorId, ownerUserId: owner.id, createdAt: at(first.ago), lastMessageAt: at(last.ago) })
    .returning({ id: chats.id });
  if (!chat) throw new Error('demo chat not inserted');

  const ids: number[] = [];
  for (const message of spec.messages) {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        chatId: chat.id,
        createdBy: person(message.by).id,
        text: message.text,
        replyToId: message.replyTo === undefined ? null : (ids[message.replyTo] ?? null),
        createdAt: at(message.ago),
      })
      .returning({ id: chatMessages.id });
    if (!row) throw new Error('demo chat message not inserted');
    ids.push(row.id);
    if (message.file) {
      const content = Buffer.from(message.file.content, 'utf8');
      await tx.insert(chatAttachments).values({ messageId: row.id, name: message.file.name, mimeType: message.file.mimeType, size: content.length, content });
    }
  }

  await tx.insert(chatMembers).values([
    { chatId: chat.id, userId: owner.id, role: 'creator', joinedAt: at(first.ago) },
    ...(spec.operator ? [{ chatId: chat.id, userId: person(spec.operator).id, role: 'airline' as const, joinedAt: at(spec.messages[1]?.ago ?? first.ago) }] : []),
  ]);
  const reads = Object.entries(spec.readUpTo).map(([email, index]) => ({
    chatId: chat.id,
    userId: person(email as DemoEmail).id,
    messageId: ids[index] ?? 0,
    viewedAt: at(spec.messages[index]?.ago ?? 0),
  }));
  if (reads.length) await tx.insert(chatReads).values(reads);
}

export async function seedChats({ db: tx, now }: DemoSeedContext): Promise<void> {
  const emails: DemoEmail[] = ['airline@demo.test', 'agent@demo.test', 'shipper@demo.test'];
  const rows = await tx.select({ email: users.email, id: users.id, contractorId: users.contractorId }).from(users).where(inArray(users.email, emails));
  const people: People = new Map(rows.map((r) => [r.email as DemoEmail, r]));
  const [ut] = await tx.select({ id: airlines.id }).from(airlines).where(eq(airlines.marker, 'ut'));
  if (!ut) throw new Error('demo airline missing');

  await seedChat(tx, now, people, {
    airlineId: ut.id,
    owner: 'agent@demo.test',
    operator: 'airline@demo.test',
    messages: AGENT_CHAT,
    // The agent has read up to the airline's "cargo accepted"; the last two answers are new to them.
    readUpTo: { 'agent@demo.test': 5, 'airline@demo.test': 4 },
  });
  await seedChat(tx, now, people, {
    airlineId: ut.id,
    owner: 'shipper@demo.test',
    operator: null,
    messages: SHIPPER_CHAT,
    readUpTo: { 'shipper@demo.test': 1 },
  });
}
