import { makeStyles, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { DocumentRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from './time';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, rowGap: tokens.spacingVerticalXS },
  tag: { maxWidth: '260px' },
});

/** The files chosen for the message, each removable. */
export function ComposerFiles({ files, onRemove }: { files: File[]; onRemove(index: number): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('chat');
  if (!files.length) return null;
  return (
    <TagGroup className={styles.group} size="small" onDismiss={(_, data) => onRemove(Number(data.value))} aria-label={t('composer.files')}>
      {files.map((file, index) => (
        <Tag
          key={`${file.name}:${index}`}
          className={styles.tag}
          value={String(index)}
          dismissible
          dismissIcon={{ 'aria-label': t('composer.removeFile', { name: file.name }) }}
          icon={<DocumentRegular />}
          secondaryText={formatFileSize(file.size, i18n.language)}
          shape="rounded"
          appearance="outline"
        >
          {file.name}
        </Tag>
      ))}
    </TagGroup>
  );
}
