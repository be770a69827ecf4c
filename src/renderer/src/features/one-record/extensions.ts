import type { ResourceExtensions } from '@/components/resource/editors';
import { OneRecordSettings } from './OneRecordSettings';

/** ONE Record's parts of other areas' resources: the airline settings' info page gains its tokens and subscriptions (composed in app/resource-extensions.ts). */
export const ONE_RECORD_EXTENSIONS = {
  settings: { Info: OneRecordSettings },
} as const satisfies Partial<Record<string, ResourceExtensions>>;
