import { can } from '@shared/abilities';
import { mayDelete, mayEdit } from '@shared/accreditations';
import type { AccreditationStatus } from '@shared/constants';
import { accreditationsResource } from '@shared/accreditations/definition';
import type { ResourceRow } from '@shared/resources/list-query';
import { isStaff, type SessionUser } from '@shared/profile/session-user';

// The same rules the server applies (src/shared/accreditation), for what the pages offer.

/** Airline staff work on requests; the server's actions are theirs only. */
export const mayAct = (user: SessionUser | null): boolean => isStaff(user) && can(user?.abilities, accreditationsResource.abilities.edit);

export const statusOf = (row: ResourceRow): AccreditationStatus => row.status as AccreditationStatus;

export const mayEditRow = (row: ResourceRow, user: SessionUser | null): boolean => mayEdit(statusOf(row), isStaff(user));
export const mayDeleteRow = (row: ResourceRow): boolean => mayDelete(statusOf(row));
