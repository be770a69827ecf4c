import type { ResourceExtensions } from '@/components/resource/editors';

/** The airline settings' own parts, by resource name. */
export const SETTINGS_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  // Staff keep their own airline; only an airline they added may be deleted (the server refuses the same).
  settings: { mayDelete: (row, user) => row.id !== user?.airline?.id },
};
