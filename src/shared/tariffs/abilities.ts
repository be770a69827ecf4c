// Tariffication (section 2's menu group) and the tariff products of the financial handbook.

export const TARIFF_ABILITIES = {
  products: { view: 'financialDigest.products.view', edit: 'financialDigest.products.edit' },
  fares: { view: 'tariff.fare.view' },
  taxes: { view: 'tariff.tax.view' },
  surcharges: { view: 'tariff.over_price.view' },
  'dynamic-pricing': { view: 'tariff.dynamic_pricing.view', edit: 'tariff.dynamic_pricing.edit' },
} as const;
