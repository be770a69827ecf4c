import type { AreaModule } from '../../area';
import { stocksBinding } from './binding';
import { awbBlankLookup } from './lookups';
import { stockRoutes } from './routes';
import { seedStocks } from './seed';

// AWB stocks: intervals of numbers given to a contract, each number used, unused or voided.

export const stocks: AreaModule = {
  name: 'stocks',
  routes: stockRoutes,
  resources: [stocksBinding],
  lookups: [awbBlankLookup],
  seed: { demo: seedStocks },
};
