import { accreditationsBinding } from './accreditations';
import { accessGroupsBinding } from './financial/access-groups';
import { accountsBinding } from './financial/accounts';
import { contractsBinding } from './financial/contracts';
import { personsBinding } from './financial/persons';
import { productsBinding } from './financial/products';
import { stocksBinding } from './financial/stocks';

/** The server side of the financial handbook's resources. */
export const FINANCIAL_BINDINGS = {
  stocks: stocksBinding,
  products: productsBinding,
  contracts: contractsBinding,
  persons: personsBinding,
  accounts: accountsBinding,
  'access-groups': accessGroupsBinding,
  accreditations: accreditationsBinding,
};
