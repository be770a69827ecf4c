import { surchargesResource } from '@shared/tariffs/surcharges';
import { surcharges } from '../../db/schema';
import type { ResourceBinding } from '../../resources/binding';

export const surchargesBinding: ResourceBinding = { def: surchargesResource, table: surcharges };
