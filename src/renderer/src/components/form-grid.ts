import { tokens } from '@fluentui/react-components';

/**
 * The grid of the search's, the booking's and the AWB's forms (the resource forms' columns, wide
 * enough for a date picker and a look-up); Fluent's combobox, which asks for 250 px, takes its
 * column's width.
 */
export const formGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  alignItems: 'start',
  '& .fui-Combobox': { minWidth: 0, width: '100%' },
} as const;
