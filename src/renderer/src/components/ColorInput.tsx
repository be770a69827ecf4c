import { Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hexColor } from '@/lib/colors';

const useStyles = makeStyles({
  swatch: {
    position: 'relative',
    display: 'inline-block',
    width: '20px',
    height: '20px',
    flexShrink: 0,
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
  },
  // No colour yet: a struck-through empty box, not the black a colour input shows by default.
  empty: {
    backgroundImage: `linear-gradient(to top right, transparent calc(50% - 1px), ${tokens.colorNeutralForeground3} 50%, transparent calc(50% + 1px))`,
  },
  // The browser's palette, invisible over the swatch: a click on the swatch opens it.
  palette: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    border: 'none',
    opacity: 0,
    cursor: 'pointer',
  },
});

interface ColorInputProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  'aria-label'?: string;
}

/**
 * A colour as #rrggbb, typed or picked from the browser's palette through the swatch. The text is
 * the field (its one named input); the swatch shows what the text says, and nothing while the
 * text is empty or not a colour yet.
 */
export const ColorInput = forwardRef<HTMLInputElement, ColorInputProps>(function ColorInput({ value, onChange, onBlur, name, 'aria-label': label }, ref) {
  const styles = useStyles();
  const { t } = useTranslation();
  const color = hexColor(value);
  return (
    <Input
      ref={ref}
      name={name}
      aria-label={label}
      value={value}
      placeholder="#RRGGBB"
      onChange={(_, data) => onChange(data.value)}
      onBlur={() => {
        // "B00020" or "#b02" typed: written out as the schema wants it.
        if (color && color !== value) onChange(color);
        onBlur?.();
      }}
      contentBefore={
        <span className={mergeClasses(styles.swatch, !color && styles.empty)} style={color ? { backgroundColor: color } : undefined} data-color={color ?? ''}>
          <input
            type="color"
            className={styles.palette}
            // The palette needs some colour to open on; hidden, it suggests none.
            value={color ?? '#ffffff'}
            onChange={(event) => onChange(event.target.value)}
            aria-label={t('colorPicker.pick', { field: label ?? '' })}
          />
        </span>
      }
    />
  );
});
