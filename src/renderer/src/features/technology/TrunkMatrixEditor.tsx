import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { capacitiesResource } from '@shared/technology/capacities';
import { cellProblem, sizeProblems } from '@shared/technology/trunk-matrix';
import { translateMessage } from '@shared/validation';
import type { FieldEditorProps } from '@/components/resource/editors';
import { nextPosition, type GridPosition } from './grid-navigation';
import { addColumn, addRow, canAddColumn, canAddRow, removeColumn, removeRow, setCell, setHeight, setWidth, sorted, toDraft } from './matrix-draft';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'separate', borderSpacing: '4px' },
  corner: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, textAlign: 'center', whiteSpace: 'nowrap', padding: `0 ${tokens.spacingHorizontalXS}` },
  input: {
    width: '64px',
    height: '28px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    textAlign: 'right',
    fontFamily: tokens.fontFamilyNumeric,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    ':focus': { border: `2px solid ${tokens.colorBrandStroke1}` },
  },
  size: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
  invalid: { border: `2px solid ${tokens.colorPaletteRedBorder2}`, backgroundColor: tokens.colorPaletteRedBackground1 },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorPaletteRedForeground1 },
});

/** A hold size the form holds now, when it reads as one. */
function holdSize(schema: v.GenericSchema, value: unknown): number | undefined {
  const parsed = v.safeParse(schema, value);
  return parsed.success && typeof parsed.output === 'number' ? parsed.output : undefined;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The trunk dimension matrix as a grid: piece heights down the side, widths across the top, the
 * longest piece that fits in each cell. Arrows and Enter move between cells (Tab goes through them
 * in order); each wrong value says what is wrong, on its cell and in the list under the grid.
 */
export function TrunkMatrixEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/capacities', 'validation', 'resources']);
  const id = useId();
  const draft = useMemo(() => toDraft(value), [value]);
  const { control } = useFormContext();
  const [lengthValue, heightValue] = useWatch({ control, name: ['trunkLength', 'trunkMaxHeight'] }) as unknown[];
  const holdLength = holdSize(capacitiesResource.fields.trunkLength.schema, lengthValue);
  const holdHeight = holdSize(capacitiesResource.fields.trunkMaxHeight.schema, heightValue);
  const grid = useRef<HTMLTableElement>(null);
  const focusNext = useRef<GridPosition | null>(null);
  const rows = draft.heights.length;
  const columns = draft.widths.length;

  const focusAt = (position: GridPosition) => grid.current?.querySelector<HTMLInputElement>(`[data-cell="${position.r}:${position.c}"]`)?.focus();
  // A new row or column, or a row that moved into order, takes the focus once it is on screen.
  useEffect(() => {
    if (!focusNext.current) return;
    focusAt(focusNext.current);
    focusNext.current = null;
  });

  const say = (message: string | null) => (message ? translateMessage(message, (key, params) => t(key, params)) : null);
  const heightMessages = sizeProblems(draft.heights, holdHeight).map(say);
  const widthMessages = sizeProblems(draft.widths).map(say);
  const cellMessages = draft.lengths.map((row) => row.map((cell) => say(cellProblem(cell, holdLength))));

  const heightName = (r: number) => (text(draft.heights[r]).trim() ? t('matrix.heightValue', { value: text(draft.heights[r]).trim() }) : t('matrix.row', { n: r + 1 }));
  const widthName = (c: number) => (text(draft.widths[c]).trim() ? t('matrix.widthValue', { value: text(draft.widths[c]).trim() }) : t('matrix.column', { n: c + 1 }));
  const problems = [
    ...heightMessages.flatMap((message, r) => (message ? [{ id: `${id}-h${r}`, where: t('matrix.heightOf', { row: r + 1 }), message }] : [])),
    ...widthMessages.flatMap((message, c) => (message ? [{ id: `${id}-w${c}`, where: t('matrix.widthOf', { column: c + 1 }), message }] : [])),
    ...cellMessages.flatMap((row, r) => row.flatMap((message, c) => (message ? [{ id: `${id}-c${r}-${c}`, where: `${heightName(r)} × ${widthName(c)}`, message }] : []))),
  ];

  const onKeyDown = (position: GridPosition) => (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const collapsed = input.selectionStart === input.selectionEnd;
    const caret = { atStart: collapsed && input.selectionStart === 0, atEnd: collapsed && input.selectionEnd === input.value.length };
    // Enter never submits the form from the grid: it moves down, as in a spreadsheet.
    if (event.key === 'Enter') event.preventDefault();
    const to = nextPosition(position, event.key, rows, columns, caret);
    if (!to) return;
    event.preventDefault();
    focusAt(to);
  };

  // Leaving a height or a width puts the rows and columns in order, the focus following its cell.
  const keepOrder = (event: FocusEvent<HTMLInputElement>) => {
    const { draft: next, rowAt, columnAt } = sorted(draft);
    if (rowAt.every((at, i) => at === i) && columnAt.every((at, i) => at === i)) return;
    const target = (event.relatedTarget as HTMLElement | null)?.dataset.cell?.split(':').map(Number);
    if (target && target.length === 2) {
      const [r, c] = target as [number, number];
      focusNext.current = { r: r < 0 ? r : (rowAt[r] ?? r), c: c < 0 ? c : (columnAt[c] ?? c) };
    }
    onChange(next);
  };

  const input = (position: GridPosition, value: unknown, message: string | null, name: string, problemId: string, change: (text: string) => void, isSize: boolean) => (
    <input
      data-cell={`${position.r}:${position.c}`}
      className={mergeClasses(styles.input, isSize && styles.size, message ? styles.invalid : undefined)}
      value={text(value)}
      inputMode="numeric"
      autoComplete="off"
      aria-label={name}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? problemId : undefined}
      title={message ?? undefined}
      onChange={(event) => change(event.target.value)}
      onKeyDown={onKeyDown(position)}
      onBlur={isSize ? keepOrder : undefined}
    />
  );

  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Text className={styles.hint}>{t('matrix.hint')}</Text>
      {rows || columns ? (
        <div className={styles.scroll}>
          <table ref={grid} className={styles.table} aria-label={label}>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  {t('matrix.corner')}
                </th>
                {draft.widths.map((width, c) => (
                  <th key={c} scope="col">
                    {input({ r: -1, c }, width, widthMessages[c] ?? null, t('matrix.widthOf', { column: c + 1 }), `${id}-w${c}`, (typed) => onChange(setWidth(draft, c, typed)), true)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draft.heights.map((height, r) => (
                <tr key={r}>
                  <th scope="row">
                    {input({ r, c: -1 }, height, heightMessages[r] ?? null, t('matrix.heightOf', { row: r + 1 }), `${id}-h${r}`, (typed) => onChange(setHeight(draft, r, typed)), true)}
                  </th>
                  {draft.widths.map((_, c) => (
                    <td key={c}>
                      {input(
                        { r, c },
                        draft.lengths[r]?.[c],
                        cellMessages[r]?.[c] ?? null,
                        t('matrix.cell', { height: heightName(r), width: widthName(c) }),
                        `${id}-c${r}-${c}`,
                        (typed) => onChange(setCell(draft, r, c, typed)),
                        false,
                      )}
                    </td>
                  ))}
                  <td>
                    <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('matrix.removeRow', { name: heightName(r) })} title={t('matrix.removeRow', { name: heightName(r) })} onClick={() => onChange(removeRow(draft, r))} />
                  </td>
                </tr>
              ))}
              {columns ? (
                <tr>
                  <td />
                  {draft.widths.map((_, c) => (
                    <td key={c} style={{ textAlign: 'center' }}>
                      <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('matrix.removeColumn', { name: widthName(c) })} title={t('matrix.removeColumn', { name: widthName(c) })} onClick={() => onChange(removeColumn(draft, c))} />
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : (
        <Text>{t('matrix.empty')}</Text>
      )}
      <div className={styles.tools}>
        <Button
          icon={<AddRegular />}
          disabled={!canAddRow(draft)}
          onClick={() => {
            focusNext.current = { r: rows, c: -1 };
            onChange(addRow(draft));
          }}
        >
          {t('matrix.addRow')}
        </Button>
        <Button
          icon={<AddRegular />}
          disabled={!canAddColumn(draft)}
          onClick={() => {
            focusNext.current = { r: -1, c: columns };
            onChange(addColumn(draft));
          }}
        >
          {t('matrix.addColumn')}
        </Button>
      </div>
      {problems.length ? (
        <ul className={styles.problems} aria-label={t('matrix.problems')}>
          {problems.map((problem) => (
            <li key={problem.id} id={problem.id}>
              {problem.where}: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
