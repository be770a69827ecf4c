import { Button, Input, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@shared/validation';
import { formatNumber } from '@/lib/format';
import { dimensionsPieces, dimensionsVolume, emptyRow, type DimensionRow, type SearchValues } from './search-values';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  // Pieces, three sides and the remove button; the header names the columns once.
  row: { display: 'grid', gridTemplateColumns: 'minmax(56px, 0.8fr) repeat(3, minmax(56px, 1fr)) 32px', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  head: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  input: { minWidth: 0, width: '100%' },
  foot: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  total: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

/** At most this many sizes in one search: a shipment of more kinds of boxes is priced by its volume. */
const MAX_ROWS = 20;
const SIDES = ['length', 'width', 'height'] as const;

/**
 * The cargo's dimensions: rows of pieces of one size (length × width × height, cm) that add up to
 * the search's volume, shown as it is computed. The rows' problem (an incomplete row, pieces that
 * differ from the shipment's) shows under them.
 */
export function DimensionsEditor() {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'common']);
  const { control } = useFormContext<SearchValues>();
  const { field, fieldState } = useController({ control, name: 'dimensions' });
  const rows = field.value;
  const labelId = useId();
  const errorId = useId();
  // Each row's own key, so a removed row takes its inputs with it.
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < rows.length) keys.current.push(next.current++);
  keys.current.length = rows.length;

  const change = (index: number, key: keyof DimensionRow, value: string) => field.onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    field.onChange(rows.length > 1 ? rows.filter((_, at) => at !== index) : [emptyRow()]);
  };
  const volume = dimensionsVolume(rows);
  const message = fieldState.error?.message;
  const columns = { pieces: t('dimensions.pieces'), length: t('dimensions.length'), width: t('dimensions.width'), height: t('dimensions.height') };

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined}>
      <Text id={labelId} className={styles.label}>
        {t('dimensions.title')}
      </Text>
      <div className={mergeClasses(styles.row, styles.head)} aria-hidden>
        <span>{columns.pieces}</span>
        {SIDES.map((side) => (
          <span key={side}>{columns[side]}</span>
        ))}
        <span />
      </div>
      {rows.map((row, index) => (
        <div key={keys.current[index]} className={styles.row}>
          <Input
            className={styles.input}
            value={row.pieces}
            inputMode="numeric"
            aria-label={t('dimensions.cell', { column: columns.pieces, row: index + 1 })}
            aria-invalid={message ? true : undefined}
            ref={index === 0 ? field.ref : undefined}
            onChange={(_, data) => change(index, 'pieces', data.value)}
            onBlur={field.onBlur}
          />
          {SIDES.map((side) => (
            <Input
              key={side}
              className={styles.input}
              value={row[side]}
              inputMode="decimal"
              aria-label={t('dimensions.cell', { column: columns[side], row: index + 1 })}
              aria-invalid={message ? true : undefined}
              onChange={(_, data) => change(index, side, data.value)}
              onBlur={field.onBlur}
            />
          ))}
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('dimensions.remove', { row: index + 1 })} onClick={() => remove(index)} />
        </div>
      ))}
      {message ? (
        <Text id={errorId} className={styles.error} role="alert">
          {translateMessage(message, (key, params) => t(key, params))}
        </Text>
      ) : null}
      <div className={styles.foot}>
        <Button size="small" icon={<AddRegular />} disabled={rows.length >= MAX_ROWS} onClick={() => field.onChange([...rows, emptyRow()])}>
          {t('dimensions.add')}
        </Button>
        <Text className={styles.total} aria-live="polite">
          {volume === null
            ? t('dimensions.noVolume')
            : t('dimensions.total', { volume: formatNumber(volume, i18n.language, 3), pieces: dimensionsPieces(rows) })}
        </Text>
      </div>
    </div>
  );
}
