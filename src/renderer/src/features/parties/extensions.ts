import type { ComponentType } from 'react';
import type { FieldEditorProps, ResourceExtensions } from '@/components/resource/editors';
import { ContractInfo } from './contracts/ContractInfo';
import { PaymentMethodsEditor } from './contracts/PaymentMethodsEditor';
import { ContactsEditor } from './persons/ContactsEditor';
import { PersonContacts } from './persons/PersonContacts';

/** The parties' own parts (custom editors, info extras), by resource name. */
export const PARTY_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  // A client's new person is of its own company (the only one its lookup offers).
  persons: {
    editors: { contacts: ContactsEditor as ComponentType<FieldEditorProps> },
    Info: PersonContacts,
    defaults: (user) => ({ contacts: [], contractorId: user?.contractor?.id ?? null }),
  },
  contracts: { editors: { paymentMethods: PaymentMethodsEditor as ComponentType<FieldEditorProps> }, Info: ContractInfo, defaults: { paymentMethods: [] } },
};
