import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    maxHeight: '420px',
  },
});

/** A telegram as it goes or came: monospaced, its lines and columns kept. */
export function TelegramText({ text, label }: { text: string; label: string }) {
  const styles = useStyles();
  return (
    <pre className={styles.text} aria-label={label}>
      {text}
    </pre>
  );
}
