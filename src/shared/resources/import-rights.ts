import { can, type Abilities } from '../abilities';
import type { ClientRole } from '../constants';
import type { ResourceDef } from './define';

// Who may import a sheet into a resource: whoever may edit it, but not a company still applying.
// A sign-up (ANON_COMPANY_USER) or an approved applicant without a contract (APPROVED_SHIPPER)
// edits its own questionnaire one form at a time; a bulk upload is for staff and contracted clients.
// The server refuses the upload with this rule and the list page hides the import button by it.

export const APPLICANT_ROLES: readonly ClientRole[] = ['ANON_COMPANY_USER', 'APPROVED_SHIPPER'];

export interface ImportCaller {
  /** Without the ROLE_ prefix. */
  roles: readonly string[];
  abilities: Abilities;
}

export function mayImport(def: Pick<ResourceDef, 'readOnly' | 'abilities' | 'importable'>, caller: ImportCaller | null | undefined): boolean {
  if (!caller || def.readOnly || def.importable === false || !can(caller.abilities, def.abilities.edit)) return false;
  return !caller.roles.some((role) => (APPLICANT_ROLES as readonly string[]).includes(role));
}
