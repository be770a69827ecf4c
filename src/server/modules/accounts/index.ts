import type { AreaModule } from '../../area';
import { accessGroupsBinding } from './access-groups';
import { accountsBinding } from './accounts';
import { ensureBaseData } from './base-seed';
import { accessGroupLookup, roleLookup } from './lookups';
import { seedAccounts } from './seed';

// User accounts, their roles, and the access groups that carry their abilities.

export const accounts: AreaModule = {
  name: 'accounts',
  resources: [accountsBinding, accessGroupsBinding],
  lookups: [roleLookup, accessGroupLookup],
  seed: { base: ensureBaseData, demo: seedAccounts },
};
