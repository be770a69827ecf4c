import * as v from 'valibot';
import { M, msg } from '../validation';
import { CHOOSABLE_STATUSES, TRANSITIONS, type AccreditationAction, type ChoosableStatus } from './workflow';

// The bodies of the airline's actions on a request (section 4): a comment, required where the
// transition table says so, and for a change of status the status it sets.

export const COMMENT_MAX_LENGTH = 2000;

const comment = (required: boolean) =>
  required
    ? v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(COMMENT_MAX_LENGTH, msg(M.maxLength)))
    : v.optional(
        v.pipe(
          v.nullable(v.string(msg(M.invalidType))),
          v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
          v.nullable(v.pipe(v.string(), v.maxLength(COMMENT_MAX_LENGTH, msg(M.maxLength)))),
        ),
        null,
      );

export const ChangeStatusBodySchema = v.strictObject({
  status: v.picklist(CHOOSABLE_STATUSES, msg(M.invalid)),
  comment: comment(true),
});

export function actionBodySchema(action: AccreditationAction) {
  if (action === 'changeStatus') return ChangeStatusBodySchema;
  return v.strictObject({ comment: comment(TRANSITIONS[action].comment === 'required') });
}

export interface ActionBody {
  comment: string | null;
  status?: ChoosableStatus;
}

/** The URL segment of each action under `{route}/id-{id}/`. */
export const ACTION_SEGMENTS: Record<AccreditationAction, string> = {
  approve: 'approve',
  reject: 'reject',
  revise: 'send-for-revision',
  activate: 'activate',
  changeStatus: 'change-status',
};

/** One entry of a request's history, as the info page's timeline shows it. */
export const HistoryEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  event: v.string(),
  fromStatus: v.nullable(v.string()),
  toStatus: v.string(),
  comment: v.nullable(v.string()),
  /** Who did it: a name and email, or null when the account is gone. */
  by: v.nullable(v.object({ name: v.string(), email: v.string() })),
});
export type HistoryEntry = v.InferOutput<typeof HistoryEntrySchema>;
