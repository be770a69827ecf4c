import type { ClientRole } from '@shared/constants';
import type { SessionContext } from '../../access/sessions';

// Section 6's client roles of a company on its way to a contract: signed up and not yet accredited
// (ANON_COMPANY_USER), or approved with its contract not yet activated (APPROVED_SHIPPER).
// Activating the contract makes them EXPEDITOR or SHIPPER, so the role alone tells.

const ON_THE_WAY: readonly ClientRole[] = ['ANON_COMPANY_USER', 'APPROVED_SHIPPER'];

export const isOnTheWay = (user: SessionContext): boolean => user.airlineId === null && ON_THE_WAY.includes(user.clientRole as ClientRole);
