import { Button, Input, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { IATA_BREAKS } from '@shared/tariffs/rates';
import type { FieldEditorProps } from '@/components/resource/editors';
import { MoneyInput } from '@/components/resource/MoneyInput';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '520px' },
  muted: { color: tokens.colorNeutralForeground3 },
  weight: { width: '120px' },
  rate: { width: '160px' },
  remove: { width: '48px' },
});

/** A draft break: what is typed, numbers once they read as numbers (the schema reports the rest). */
type Draft = { weight: number | string; rate: number | string };

/**
 * A tariff's weight breaks (IATA: Q45, Q100, Q300...): from which chargeable weight each rate per
 * kg applies. A new break follows the last one at IATA's next usual weight.
 */
export function WeightBreaksEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources/tariffs');
  const rows = (Array.isArray(value) ? value : []) as Draft[];
  const change = (index: number, patch: Partial<Draft>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    const last = Number(rows.at(-1)?.weight ?? 0);
    const next = IATA_BREAKS.find((weight) => weight > last) ?? last + 500;
    onChange([...rows, { weight: next, rate: '' }]);
  };
  return (
    <div className={styles.root} role="group" aria-label={label}>
      {rows.length ? (
        <Table size="small" aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('breaks.weight')}</TableHeaderCell>
              <TableHeaderCell>{t('breaks.rate')}</TableHeaderCell>
              <TableHeaderCell className={styles.remove} aria-label={t('breaks.remove')} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                <TableCell>
                  <Input
                    className={styles.weight}
                    aria-label={t('breaks.weightOf', { number: index + 1 })}
                    inputMode="numeric"
                    value={String(row.weight)}
                    onChange={(_, data) => change(index, { weight: /^\d+$/.test(data.value) ? Number(data.value) : data.value })}
                  />
                </TableCell>
                <TableCell className={styles.rate}>
                  <MoneyInput name={`breaks.${index}.rate`} aria-label={t('breaks.rateOf', { number: index + 1 })} value={row.rate} onChange={(rate) => change(index, { rate: rate as number | string })} onBlur={() => undefined} />
                </TableCell>
                <TableCell>
                  <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('breaks.removeOf', { number: index + 1 })} onClick={() => onChange(rows.filter((_, i) => i !== index))} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Text className={styles.muted}>{t('breaks.empty')}</Text>
      )}
      <div>
        <Button icon={<AddRegular />} onClick={add}>
          {t('breaks.add')}
        </Button>
      </div>
    </div>
  );
}

