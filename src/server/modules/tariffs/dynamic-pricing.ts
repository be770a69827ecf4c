import { dynamicPricingResource } from '@shared/tariffs/dynamic-pricing';
import { dynamicPricing } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';

export const dynamicPricingBinding: ResourceBinding = { def: dynamicPricingResource, table: dynamicPricing };
