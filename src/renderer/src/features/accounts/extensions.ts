import type { ResourceExtensions } from '@/components/resource/editors';
import { ACCESS_GROUPS_EXTENSIONS } from './access-groups';
import { ACCOUNTS_EXTENSIONS } from './accounts';

/** The accounts' own parts (the time zone picker, the abilities editor), by resource name. */
export const ACCOUNT_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  accounts: ACCOUNTS_EXTENSIONS,
  'access-groups': ACCESS_GROUPS_EXTENSIONS,
};
