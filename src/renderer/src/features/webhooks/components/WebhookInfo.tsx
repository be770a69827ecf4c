import { makeStyles, tokens } from '@fluentui/react-components';
import type { ResourceRow } from '@shared/resources/list-query';
import { DeliveryLog } from './DeliveryLog';
import { SecretPanel } from './SecretPanel';
import { SignatureScheme } from './SignatureScheme';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** Under an endpoint's fields: its secret (once), its delivery log, and how to verify a delivery. */
export function WebhookInfo({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  return (
    <div className={styles.stack}>
      <SecretPanel row={row} />
      <DeliveryLog row={row} />
      <SignatureScheme />
    </div>
  );
}
