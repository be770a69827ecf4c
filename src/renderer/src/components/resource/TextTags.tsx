import { Input, makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface TextTagsProps {
  value: string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  name?: string;
  'aria-label'?: string;
}

/** Several typed texts (phone numbers, AWB prefixes): Enter or a comma adds one, a tag's cross removes it. */
export const TextTags = forwardRef<HTMLInputElement, TextTagsProps>(function TextTags({ value, onChange, onBlur, name, ...aria }, ref) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const [text, setText] = useState('');
  const add = () => {
    const typed = text.trim();
    if (typed && !value.includes(typed)) onChange([...value, typed]);
    setText('');
  };
  return (
    <div className={styles.box}>
      {value.length ? (
        <TagGroup className={styles.tags} onDismiss={(_, data) => onChange(value.filter((one) => one !== data.value))} aria-label={aria['aria-label']}>
          {value.map((one) => (
            <Tag key={one} value={one} shape="rounded" size="small" dismissible dismissIcon={{ 'aria-label': t('list.remove', { value: one }) }}>
              {one}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <Input
        ref={ref}
        name={name}
        {...aria}
        value={text}
        placeholder={t('list.addHint')}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && !text && value.length) onChange(value.slice(0, -1));
        }}
        // What was typed and not yet added is not lost when the field is left.
        onBlur={() => {
          add();
          onBlur?.();
        }}
      />
    </div>
  );
});
