import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '@shared/resources/list-query';
import { userAtom } from '@/lib/state';
import { isStaff } from '@shared/profile/session-user';
import { mayEditRow, statusOf } from '../rules';

const useStyles = makeStyles({ comment: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } });

/**
 * Above the questionnaire being edited: for the applicant, where the request stands (back for
 * revision, waiting for the airline, or closed to changes) with the airline's comment.
 */
export function RequestNotice({ row }: { row: ResourceRow | null }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const user = useAtomValue(userAtom);
  if (!row) return null;
  const status = statusOf(row);
  const comment = typeof row.comment === 'string' && row.comment ? row.comment : null;
  const editable = mayEditRow(row, user);
  if (isStaff(user) && editable && !comment) return null;
  const text = !editable ? t('notice.locked') : isStaff(user) ? null : status === 'progress' ? t('notice.revision') : t('notice.waiting');
  return (
    <MessageBar intent={!editable ? 'error' : status === 'progress' ? 'warning' : 'info'} layout="multiline">
      <MessageBarBody>
        {text ? <MessageBarTitle>{text}</MessageBarTitle> : null}
        {comment ? (
          <div className={styles.comment}>
            {t('notice.comment')}: {comment}
          </div>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
