import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { WEBHOOK_ABILITIES } from '@shared/webhooks/abilities';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { userAtom } from '@/lib/state';
import { useRevealedSecret } from '../api/reveal-secret';
import { SecretBox } from './SecretBox';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The endpoint's signing secret: on the first visit after its creation it is asked for and shown
 * (the server gives it once); afterwards the panel says it can only be replaced.
 */
export function SecretPanel({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/webhooks');
  const user = useAtomValue(userAtom);
  const mayEdit = can(user?.abilities, WEBHOOK_ABILITIES.edit);
  const reveal = useRevealedSecret(row.id, mayEdit && row.secretShown === false);
  const secret = reveal.data?.secret ?? null;
  // The airline's staff only look: the secret is the client's business.
  if (!mayEdit) return null;
  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('secret.title')}</Subtitle2>
      {reveal.isFetching ? <Pending size="tiny" /> : secret ? <SecretBox secret={secret} /> : <Text className={styles.muted}>{t('secret.hidden')}</Text>}
      {reveal.error ? <Text role="alert">{reveal.error.message}</Text> : null}
    </Surface>
  );
}
