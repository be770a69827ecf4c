import { taxesResource } from '@shared/tariffs/taxes';
import { taxes } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';
import { contractRowsScope } from './contract-scope';

export const taxesBinding: ResourceBinding = {
  def: taxesResource,
  table: taxes,
  scope: (user) => contractRowsScope(user, taxes.airlineId, taxes.contracts),
};
