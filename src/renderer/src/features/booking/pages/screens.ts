// The booking area's pages in one chunk, apart from the shell: the pricing search and a shared
// variant share their cards, legs and breakdown.
export { default as PricingPage } from './PricingPage';
export { default as VariantPage } from './VariantPage';
