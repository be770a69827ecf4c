// User accounts and the access groups that carry their abilities.

export const ACCOUNT_ABILITIES = {
  accounts: { view: 'financialDigest.user.view', edit: 'financialDigest.user.edit' },
  'access-groups': { view: 'financialDigest.group.view', edit: 'financialDigest.group.edit' },
} as const;
