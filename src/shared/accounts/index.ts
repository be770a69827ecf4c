// The accounts area's face: user accounts and access groups.

export * from './abilities';
export * from './accounts';
export * from './access-groups';
export * from './group-abilities';
export * from './demo-groups';

import { accessGroupsResource } from './access-groups';
import { accountsResource } from './accounts';

/** The area's resources, by route name. */
export const ACCOUNT_RESOURCES = { accounts: accountsResource, 'access-groups': accessGroupsResource };
