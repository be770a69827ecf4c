import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS } from '@shared/chat/constants';
import { isCollapsible } from '@shared/chat/rules';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  toggle: { display: 'inline-block', marginTop: tokens.spacingVerticalXXS },
});

/** Section 5: a text over 1500 characters shows cut, with Show more and Show less. */
export function MessageText({ text }: { text: string }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const [expanded, setExpanded] = useState(false);
  const collapsible = isCollapsible(text);
  const shown = collapsible && !expanded ? `${text.slice(0, CHAT_LIMITS.collapseThreshold).trimEnd()}…` : text;
  return (
    <div>
      <p className={styles.text}>{shown}</p>
      {collapsible ? (
        <Link as="button" className={styles.toggle} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('message.showLess') : t('message.showMore')}
        </Link>
      ) : null}
    </div>
  );
}
