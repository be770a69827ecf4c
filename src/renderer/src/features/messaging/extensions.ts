import type { ResourceExtensions } from '@/components/resource/editors';

/**
 * What a new message setting starts with: an outgoing one is active and in Cargo-IMP, the only
 * format there is yet (staff add a setting to send with it; switching it off is the exception).
 */
export const MESSAGING_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  outgoing: { defaults: { active: true, format: 'CIMP' } },
};
