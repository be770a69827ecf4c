import { accreditationsResource } from './accreditations';
import { accessGroupsResource } from './access-groups';
import { accountsResource } from './accounts';
import { contractsResource } from './contracts';
import { personsResource } from './persons';
import { productsResource } from './products';
import { stocksResource } from './stocks';

/** The financial handbook's resources (menu group of section 2), by route name. */
export const FINANCIAL_RESOURCES = {
  stocks: stocksResource,
  products: productsResource,
  contracts: contractsResource,
  persons: personsResource,
  accounts: accountsResource,
  'access-groups': accessGroupsResource,
  accreditations: accreditationsResource,
};
