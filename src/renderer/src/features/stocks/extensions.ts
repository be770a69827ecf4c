import type { ResourceExtensions } from '@/components/resource/editors';
import { stockDefaults } from './defaults';
import { StockInfo } from './StockInfo';

/** The stocks' own parts: a stock's numbers and voiding on its info page, and a new stock's defaults. */
export const STOCK_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  stocks: { Info: StockInfo, defaults: stockDefaults },
};
