import { eq } from 'drizzle-orm';
import { NEWCOMER_GROUP } from '@shared/accounts/demo-groups';
import type { Database } from '../../db/client';
import { accessGroupAbilities, accessGroups, roles } from '../../db/schema';

/** Account roles of section 6: every installation has them. */
export const BASE_ROLES = [
  { code: 'AK', name: 'Сотрудник авиакомпании' },
  { code: 'AGENT', name: 'Сотрудник клиента' },
] as const;

/**
 * What every database needs whether or not demo data is seeded: the account roles and the group
 * new sign-ups join. Run at every start; it adds only what is missing and changes nothing else.
 */
export async function ensureBaseData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values([...BASE_ROLES]).onConflictDoNothing();
    const [newcomer] = await tx.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, NEWCOMER_GROUP.code ?? ''));
    if (newcomer) return;
    const [group] = await tx
      .insert(accessGroups)
      .values({ code: NEWCOMER_GROUP.code, name: NEWCOMER_GROUP.name, description: NEWCOMER_GROUP.description })
      .returning({ id: accessGroups.id });
    if (!group) throw new Error('the newcomer group was not inserted');
    await tx.insert(accessGroupAbilities).values(NEWCOMER_GROUP.abilities.map((a) => ({ ...a, groupId: group.id })));
  });
}
