import type { ResourceExtensions } from '@/components/resource/editors';
import { ACCOUNT_EXTENSIONS } from '@/features/accounts/extensions';
import { ACCREDITATION_EXTENSIONS } from '@/features/accreditations/extensions';
import { MESSAGING_EXTENSIONS } from '@/features/messaging/extensions';
import { ONE_RECORD_EXTENSIONS } from '@/features/one-record/extensions';
import { PARTY_EXTENSIONS } from '@/features/parties/extensions';
import { SETTINGS_EXTENSIONS } from '@/features/settings/extensions';
import { STOCK_EXTENSIONS } from '@/features/stocks/extensions';
import { TARIFF_EXTENSIONS } from '@/features/tariffs/extensions';
import { TECHNOLOGY_EXTENSIONS } from '@/features/technology/extensions';
import { WEBHOOK_EXTENSIONS } from '@/features/webhooks/extensions';
import { ContractInfoWithMoney } from './contract-info';

// Each resource's own parts (custom editors, info extras, actions), by resource name; the generic
// pages build everything else from the shared definition. Features provide the parts.

export const RESOURCE_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  ...TECHNOLOGY_EXTENSIONS,
  ...STOCK_EXTENSIONS,
  ...PARTY_EXTENSIONS,
  ...ACCOUNT_EXTENSIONS,
  ...SETTINGS_EXTENSIONS,
  ...ACCREDITATION_EXTENSIONS,
  ...TARIFF_EXTENSIONS,
  ...MESSAGING_EXTENSIONS,
  ...WEBHOOK_EXTENSIONS,
  // A contract's info gains the finance feature's balance tab here, where features are composed.
  contracts: { ...PARTY_EXTENSIONS.contracts, Info: ContractInfoWithMoney },
  // The airline settings' info gains the ONE Record tokens and subscriptions.
  settings: { ...SETTINGS_EXTENSIONS.settings, ...ONE_RECORD_EXTENSIONS.settings },
};
