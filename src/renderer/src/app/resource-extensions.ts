import type { ResourceExtensions } from '@/components/resource/editors';
import { ACCREDITATION_EXTENSIONS } from '@/features/accreditations/extensions';
import { FINANCIAL_EXTENSIONS } from '@/features/handbooks/financial/extensions';
import { TECHNOLOGY_EXTENSIONS } from '@/features/handbooks/technology/extensions';
import { SETTINGS_EXTENSIONS } from '@/features/settings/extensions';

// Each resource's own parts (custom editors, info extras, actions), by resource name; the generic
// pages build everything else from the shared definition. Features provide the parts.

export const RESOURCE_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  ...TECHNOLOGY_EXTENSIONS,
  ...FINANCIAL_EXTENSIONS,
  ...SETTINGS_EXTENSIONS,
  ...ACCREDITATION_EXTENSIONS,
};
