import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular, ArrowUndoRegular, CheckmarkRegular, DismissRegular, DocumentCheckmarkRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedActions, type AccreditationAction } from '@shared/accreditations';
import type { ResourceRow } from '@shared/resources/list-query';
import { userAtom } from '@/lib/state';
import { mayAct, statusOf } from '../rules';
import { ActionDialog } from './ActionDialog';

const useStyles = makeStyles({ done: { alignSelf: 'center', color: tokens.colorPaletteGreenForeground1 } });

const ICONS: Record<AccreditationAction, ReactElement> = {
  approve: <CheckmarkRegular />,
  revise: <ArrowUndoRegular />,
  reject: <DismissRegular />,
  activate: <DocumentCheckmarkRegular />,
  changeStatus: <ArrowSwapRegular />,
};

/** The airline's actions the transition table allows in the request's status, the main one first and prominent. */
export function WorkflowActions({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState<AccreditationAction | null>(null);
  const [done, setDone] = useState<AccreditationAction | null>(null);
  if (!mayAct(user)) return null;
  const status = statusOf(row);
  const actions = allowedActions(status);
  // The step forward is the primary button: activation once approved, approval before.
  const primary = actions.includes('activate') ? 'activate' : 'approve';
  return (
    <>
      <Text role="status" className={styles.done}>
        {done ? t(`actions.done.${done}`) : null}
      </Text>
      {actions.map((action) => (
        <Button key={action} icon={ICONS[action]} appearance={action === primary ? 'primary' : action === 'changeStatus' ? 'subtle' : 'secondary'} onClick={() => setOpen(action)}>
          {t(`actions.${action}`)}
        </Button>
      ))}
      {open ? (
        <ActionDialog
          id={row.id}
          status={status}
          action={open}
          onClose={(succeeded) => {
            if (succeeded) setDone(open);
            setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
