import type { Platform } from '../constants';

// Section 2's menu groups, in order. Entries name routes of the table; the menu shows an entry
// only when the route exists on the platform and its access and ability hold for the user.

export type MenuGroupName =
  | 'booking'
  | 'tariffication'
  | 'exchange'
  | 'technology'
  | 'financialHandbook'
  | 'finances'
  | 'reports'
  | 'other'
  | 'settings'
  | 'profile';

export interface MenuGroup {
  name: MenuGroupName;
  routes: readonly string[];
}

export const MENU: readonly MenuGroup[] = [
  { name: 'booking', routes: ['pricing', 'booking', 'shipments', 'services', 'bookings', 'flights'] },
  { name: 'tariffication', routes: ['tariffs', 'taxes', 'surcharges', 'dynamic-pricing'] },
  { name: 'exchange', routes: ['cimp', 'letters', 'incoming', 'outgoing'] },
  {
    name: 'technology',
    routes: ['quotas', 'capacities', 'paxes', 'baggages', 'payloads', 'handlers', 'rules', 'routes', 'commodity', 'warehouse', 'warehouse-rules'],
  },
  { name: 'financialHandbook', routes: ['stocks', 'products', 'contracts', 'accounts', 'access-groups', 'persons', 'accreditations'] },
  { name: 'finances', routes: ['balance', 'payments', 'documents'] },
  { name: 'reports', routes: ['report-awb'] },
  { name: 'other', routes: ['publications', 'chats'] },
  { name: 'settings', routes: ['settings'] },
  // Logout closes this group in the menu; it is an action, not a route.
  { name: 'profile', routes: ['profile', 'dashboard', 'webhooks'] },
];

/**
 * Section 2: the flights entry reads "Flights" for cabinet and shipper users and "Segments"
 * otherwise (airline staff on the CARGO platform plan flight segments).
 */
export function flightsMenuLabel(platform: Platform, isShipper: boolean): 'flights' | 'segments' {
  return platform === 'CABINET' || isShipper ? 'flights' : 'segments';
}
