import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDay } from '@/lib/dates';
import { resultLines, scheduleResultOf } from './schedule-result';

const useStyles = makeStyles({
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  bar: { flexShrink: 0 },
});

/** What a schedule's save did, date by date, on the page it led to; dismissed, it is gone for good. */
export function ScheduleResultBar() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const location = useLocation();
  const navigate = useNavigate();
  const result = scheduleResultOf(location.state);
  if (!result) return null;
  const lines = resultLines(result);
  const dismiss = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  return (
    <MessageBar className={styles.bar} intent="success" layout="multiline" role="status">
      <MessageBarBody>
        <MessageBarTitle>{t('result.title')}</MessageBarTitle>
        {lines.length ? (
          <ul className={styles.lines}>
            {lines.map(({ kind, dates, more }) => (
              <li key={kind}>
                {t(`result.${kind}`, { count: result[kind].length })}: {dates.map((date) => formatDay(date, i18n.language)).join(', ')}
                {more ? ` ${t('result.more', { count: more })}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          t('result.nothing')
        )}
      </MessageBarBody>
      <MessageBarActions containerAction={<Button appearance="transparent" icon={<DismissRegular />} aria-label={t('result.dismiss')} onClick={dismiss} />} />
    </MessageBar>
  );
}
