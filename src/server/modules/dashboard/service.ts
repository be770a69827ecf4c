import type { Dashboard, DashboardQuery } from '@shared/dashboard';
import { addDays } from '@shared/flights';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { accreditationsWaitingBlock, bookingsProcessingBlock, flightsBlock, paymentsToAssignBlock, telegramsErrorBlock } from './airline-blocks';
import { balanceBlock, bookingsWaitingBlock, notificationsBlock, shipmentsMovingBlock } from './client-blocks';
import { accreditationStepBlock } from './onboarding-blocks';
import type { BlockProvider } from './provider';
import { PUBLICATION_BLOCK_PROVIDERS } from './publication-blocks';

// GET /api/dashboard: every provider decides from the caller whether its block is theirs; the
// blocks that are are read side by side, each with a few cheap queries through its area's face.

export const BLOCK_PROVIDERS: readonly BlockProvider[] = [
  accreditationStepBlock,
  balanceBlock,
  bookingsWaitingBlock,
  shipmentsMovingBlock,
  notificationsBlock,
  flightsBlock,
  bookingsProcessingBlock,
  accreditationsWaitingBlock,
  paymentsToAssignBlock,
  telegramsErrorBlock,
  ...PUBLICATION_BLOCK_PROVIDERS,
];

export async function readDashboard(db: Database, user: SessionContext, query: DashboardQuery, providers: readonly BlockProvider[] = BLOCK_PROVIDERS): Promise<Dashboard> {
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  const context = { db, user, today, tomorrow: addDays(today, 1) };
  const mine = providers.filter((provider) => provider.applies(user));
  return { blocks: await Promise.all(mine.map((provider) => provider.read(context))) };
}
