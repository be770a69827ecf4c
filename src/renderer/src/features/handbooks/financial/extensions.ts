import type { ComponentType } from 'react';
import type { FieldEditorProps, ResourceExtensions } from '@/components/resource/editors';
import { ACCESS_GROUPS_EXTENSIONS } from './access-groups';
import { ACCOUNTS_EXTENSIONS } from './accounts';
import { ContractInfo } from './contracts/ContractInfo';
import { PaymentMethodsEditor } from './contracts/PaymentMethodsEditor';
import { ContactsEditor } from './persons/ContactsEditor';
import { PersonContacts } from './persons/PersonContacts';
import { stockDefaults } from './stocks/defaults';
import { StockInfo } from './stocks/StockInfo';

/** The financial handbook's own parts (custom editors, info extras, actions), by resource name. */
export const FINANCIAL_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  accounts: ACCOUNTS_EXTENSIONS,
  'access-groups': ACCESS_GROUPS_EXTENSIONS,
  stocks: { Info: StockInfo, defaults: stockDefaults },
  // A client's new person is of its own company (the only one its lookup offers).
  persons: {
    editors: { contacts: ContactsEditor as ComponentType<FieldEditorProps> },
    Info: PersonContacts,
    defaults: (user) => ({ contacts: [], contractorId: user?.contractor?.id ?? null }),
  },
  contracts: { editors: { paymentMethods: PaymentMethodsEditor as ComponentType<FieldEditorProps> }, Info: ContractInfo, defaults: { paymentMethods: [] } },
};
