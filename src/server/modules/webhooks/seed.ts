import type { DemoSeedContext } from '../../db/seed/context';
import { webhookEndpoints } from '../../db/schema';
import { newSecret } from './sign';

// The demo agent's company has wired its ERP once and switched it off while it moves servers: the
// list has a row to read, and nothing posts to an address that does not exist.

export async function seedWebhooks(ctx: DemoSeedContext): Promise<void> {
  const airline = ctx.need('airline');
  const contractors = ctx.need('contractors');
  await ctx.db.insert(webhookEndpoints).values({
    airlineId: airline.id,
    contractorId: contractors.agent,
    url: 'https://erp.sibtrade.example/cabinet/events',
    events: ['booking.answered', 'awb.issued', 'movement'],
    active: false,
    description: 'ERP «Сибирь Трейд»: переезжает на новый сервер',
    secret: newSecret(),
    secretShown: true,
  });
}
