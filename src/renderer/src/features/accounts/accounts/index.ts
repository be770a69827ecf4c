import type { ResourceExtensions } from '@/components/resource/editors';
import { TimeZoneEditor } from './TimeZoneEditor';

/** The browser's own zone: who adds a colleague usually sits in the same office. */
const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The accounts' own parts: the time zone picker, and a new account starting active. */
export const ACCOUNTS_EXTENSIONS: ResourceExtensions = {
  editors: { timeZone: TimeZoneEditor },
  defaults: { active: true, timeZone: localZone() },
};
