// Tariffication (section 2's menu group) and the tariff products of the financial handbook.

export const TARIFF_ABILITIES = {
  products: { view: 'financialDigest.products.view', edit: 'financialDigest.products.edit' },
  fares: { view: 'tariff.fare.view', edit: 'tariff.fare.edit' },
  taxes: { view: 'tariff.tax.view', edit: 'tariff.tax.edit' },
  surcharges: { view: 'tariff.over_price.view', edit: 'tariff.over_price.edit' },
  'dynamic-pricing': { view: 'tariff.dynamic_pricing.view', edit: 'tariff.dynamic_pricing.edit' },
} as const;
