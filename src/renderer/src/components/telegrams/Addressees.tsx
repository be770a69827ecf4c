import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlightTelegramPreview } from '@shared/messaging/flight-telegrams-api';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** To whom the outgoing settings send a telegram, or (none) that a setting is missing, with the way to the settings. */
export function Addressees({ addressees, type, airport }: { addressees: FlightTelegramPreview['addressees']; type: string; airport: string }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/letters');
  if (!addressees.length) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {t('errors.noSetting', { type, airport })} <AppLink to={routePath('outgoing')}>{t('addressees.settings')}</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <ul className={styles.list}>
      {addressees.map((one) => (
        <li key={one.settingId}>
          {`${t(`options.protocol.${one.protocol}`)}: ${one.recipients.join(', ')}`}
          {one.copy.length ? <span className={styles.muted}>{` · ${t('addressees.copy', { addresses: one.copy.join(', ') })}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}
