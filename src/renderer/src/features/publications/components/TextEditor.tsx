import { makeStyles, Tab, TabList, Textarea, Toolbar, ToolbarButton, tokens } from '@fluentui/react-components';
import { LinkRegular, TextBoldRegular, TextBulletListLtrRegular, TextItalicRegular, TextNumberListLtrRegular } from '@fluentui/react-icons';
import { forwardRef, useRef, useState, type ForwardedRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_LIMITS } from '@shared/publications';
import { applyMark, type Mark } from './text-marks';
import { PublicationText } from './PublicationText';

// The publication's formatted text: a toolbar of marks over the text (bold, italic, lists, a
// link) and a preview exactly as readers will see it.

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  area: { minHeight: '200px' },
  preview: { minHeight: '200px', padding: tokens.spacingHorizontalM, border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium },
});

const MARKS: { mark: Mark; icon: ReactElement }[] = [
  { mark: 'bold', icon: <TextBoldRegular /> },
  { mark: 'italic', icon: <TextItalicRegular /> },
  { mark: 'bullets', icon: <TextBulletListLtrRegular /> },
  { mark: 'numbers', icon: <TextNumberListLtrRegular /> },
  { mark: 'link', icon: <LinkRegular /> },
];

interface Props {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  name: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  id?: string;
}

export const TextEditor = forwardRef(function TextEditor({ value, onChange, onBlur, name, ...aria }: Props, ref: ForwardedRef<HTMLTextAreaElement>) {
  const styles = useStyles();
  const { t } = useTranslation('publications');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const mark = (kind: Mark) => {
    const node = area.current;
    const edit = applyMark(kind, { text: value, start: node?.selectionStart ?? value.length, end: node?.selectionEnd ?? value.length }, t(`editor.placeholders.${kind}`));
    onChange(edit.text);
    // The selection lands on the marked text once React has put it in the box.
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(edit.start, edit.end);
    });
  };
  return (
    <div className={styles.box}>
      <div className={styles.bar}>
        <TabList size="small" selectedValue={mode} onTabSelect={(_, data) => setMode(data.value as 'write' | 'preview')}>
          <Tab value="write">{t('editor.write')}</Tab>
          <Tab value="preview">{t('editor.preview')}</Tab>
        </TabList>
        {mode === 'write' ? (
          <Toolbar size="small" aria-label={t('editor.toolbar')}>
            {MARKS.map(({ mark: kind, icon }) => (
              <ToolbarButton key={kind} icon={icon} aria-label={t(`editor.marks.${kind}`)} title={t(`editor.marks.${kind}`)} onClick={() => mark(kind)} />
            ))}
          </Toolbar>
        ) : null}
      </div>
      {mode === 'write' ? (
        <Textarea
          {...aria}
          name={name}
          ref={(node) => {
            area.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          className={styles.area}
          resize="vertical"
          value={value}
          maxLength={PUBLICATION_LIMITS.text}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
        />
      ) : (
        <div className={styles.preview}>{value.trim() ? <PublicationText text={value} /> : t('editor.empty')}</div>
      )}
    </div>
  );
});
