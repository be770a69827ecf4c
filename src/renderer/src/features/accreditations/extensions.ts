import type { ResourceExtensions } from '@/components/resource/editors';
import { HistoryTimeline } from './components/HistoryTimeline';
import { RegistryFill } from './components/RegistryFill';
import { RequestNotice } from './components/RequestNotice';
import { WorkflowActions } from './components/WorkflowActions';
import { mayDeleteRow, mayEditRow } from './rules';

/** The accreditation request's own parts: the airline's actions, the history, the registry fill, what may change when. */
export const ACCREDITATION_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  accreditations: {
    Actions: WorkflowActions,
    Info: HistoryTimeline,
    FormHeader: RequestNotice,
    fieldActions: { inn: RegistryFill },
    mayEdit: mayEditRow,
    mayDelete: mayDeleteRow,
    // Most applicants are Russian companies: the questionnaire starts as a resident's.
    defaults: { resident: true },
  },
};
