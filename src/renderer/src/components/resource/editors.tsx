import { createContext, useContext, type ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ListQuery, ResourceRow } from '@shared/resources/list-query';
import type { SessionUser } from '@shared/profile/session-user';

/** What a custom field editor receives: the field's value and the row being edited (null when new). */
export interface FieldEditorProps<T = unknown> {
  value: T;
  onChange(value: T): void;
  row: ResourceRow | null;
  'aria-label': string;
}

/** What a part of the add and edit form receives: the form itself and the row being edited (null when new). */
export interface FormPartProps {
  form: UseFormReturn<Record<string, unknown>>;
  row: ResourceRow | null;
}

/** What a list's totals receive: the list's query (its filters, for totals over every page) and the rows shown. */
export interface ListTotalsProps {
  query: ListQuery;
  rows: ResourceRow[];
}

/** A resource's own parts: field editors by the names its definition gives, and info page extras. */
export interface ResourceExtensions {
  editors?: Record<string, ComponentType<FieldEditorProps>>;
  /** Shown under the info page's fields: a stock's items, a contract's tabs... */
  Info?: ComponentType<{ row: ResourceRow }>;
  /** Fields the resource's Info shows in its own way (a telegram beside its reading): left out of the field list. */
  infoShows?: readonly string[];
  /** Actions beside Edit and Delete on the info page (void a stock number, approve a request...). */
  Actions?: ComponentType<{ row: ResourceRow }>;
  /** In the list's foot, between the row density and the pages: a flight list's loads, a balance's sums... */
  Totals?: ComponentType<ListTotalsProps>;
  /** Values a new row starts with (custom fields' empty values; a stock's prefix from the user's airline). */
  defaults?: Record<string, unknown> | ((user: SessionUser | null) => Record<string, unknown>);
  /** Under a field of the form, by field name: a look-up that fills other fields from this one... */
  fieldActions?: Record<string, ComponentType<FormPartProps>>;
  /** Above the form's sections: what the row's state means for editing it (a reviewer's comment...). */
  FormHeader?: ComponentType<{ row: ResourceRow | null }>;
  /**
   * Whether this row may be edited or deleted now, beyond the ability (a request's status...): the
   * info page offers only what holds; the server refuses the same.
   */
  mayEdit?(row: ResourceRow, user: SessionUser | null): boolean;
  mayDelete?(row: ResourceRow, user: SessionUser | null): boolean;
}

export const ResourceExtensionsContext = createContext<ResourceExtensions>({});

export const useResourceExtensions = (): ResourceExtensions => useContext(ResourceExtensionsContext);
