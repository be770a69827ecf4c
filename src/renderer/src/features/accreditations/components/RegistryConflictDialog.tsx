import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RegistryField } from '@shared/accreditations';
import { LAYOUT_SIZES } from '@shared/constants';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cell: { overflowWrap: 'anywhere' },
});

export type Conflicts = Partial<Record<RegistryField, { typed: string; registry: string }>>;

/** The fields where what the user typed and what the registry says differ: replace them, or keep what was typed. */
export function RegistryConflictDialog({ conflicts, onAnswer }: { conflicts: Conflicts; onAnswer(replace: boolean): void }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onAnswer(false)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('registry.conflictTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            {t('registry.conflictMessage')}
            <Table size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('registry.field')}</TableHeaderCell>
                  <TableHeaderCell>{t('registry.typed')}</TableHeaderCell>
                  <TableHeaderCell>{t('registry.inRegistry')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {Object.entries(conflicts).map(([field, { typed, registry }]) => (
                  <TableRow key={field}>
                    <TableCell>{t(`fields.${field}`)}</TableCell>
                    <TableCell className={styles.cell}>{typed}</TableCell>
                    <TableCell className={styles.cell}>{registry}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer(false)}>
              {t('registry.keep')}
            </Button>
            <Button appearance="primary" onClick={() => onAnswer(true)}>
              {t('registry.replace')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
