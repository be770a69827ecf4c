import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Toast, ToastBody, ToastTitle, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import type { ShipmentTelegram } from '@shared/messaging/shipment-telegrams-api';
import type { ShipmentDetail } from '@shared/shipments/shipment';
import { Pending } from '@/components/Pending';
import { Addressees } from '@/components/telegrams/Addressees';
import { LettersTable } from '@/components/telegrams/LettersTable';
import { TelegramText } from '@/components/telegrams/TelegramText';
import { useLetters } from '@/components/telegrams/use-letters';
import { userAtom } from '@/lib/state';
import { useAppToast } from '@/lib/toaster';
import { useSendShipmentTelegram, useShipmentTelegram } from '../api/shipment-telegram';
import { Section } from './Section';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/**
 * A shipment's telegram (airline staff): section 2's "FFA send", the answer to its booking leg by
 * leg, and its AWB's FWB once issued; as it goes now, to whom the outgoing settings of its origin
 * send it, the button, and the letters it went in.
 */
export function TelegramSection({ shipment, type }: { shipment: ShipmentDetail; type: ShipmentTelegram }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const user = useAtomValue(userAtom);
  const staff = Boolean(user?.airline);
  const shown = staff && shipment.bookings.length > 0 && (type === 'FFA' || shipment.issuedAt !== null);
  const telegram = useShipmentTelegram(shipment.id, type, shown);
  const readsLetters = can(user?.abilities, MESSAGING_ABILITIES.letters.view);
  const letters = useLetters({ awb: shipment.awb, telegramType: type }, shown && readsLetters);
  const send = useSendShipmentTelegram();
  const { dispatchToast } = useAppToast();
  if (!shown) return null;
  const data = telegram.data;
  const sendNow = () =>
    send.mutate(
      { id: shipment.id, type },
      {
        onSuccess: ({ letters: written }) => dispatchToast(<Toast><ToastTitle>{t('info.telegram.sent', { type, count: written.length })}</ToastTitle></Toast>, { intent: 'success' }),
        onError: (error) =>
          dispatchToast(
            <Toast>
              <ToastTitle>{t('info.telegram.failed', { type })}</ToastTitle>
              <ToastBody>{error.message}</ToastBody>
            </Toast>,
            { intent: 'error' },
          ),
      },
    );
  const action = can(user?.abilities, MESSAGING_ABILITIES.letters.edit) ? (
    <Button appearance="primary" icon={send.isPending ? <Pending size="tiny" /> : <SendRegular />} disabled={send.isPending || !data?.addressees.length} onClick={sendNow}>
      {t('info.telegram.send', { type })}
    </Button>
  ) : null;
  return (
    <Section title={t(`info.sections.${type === 'FFA' ? 'ffa' : 'fwb'}`)} action={action} testId={`section-${type.toLowerCase()}`}>
      <div className={styles.body}>
        {telegram.error ? (
          <MessageBar intent="error">
            <MessageBarBody>{telegram.error.message}</MessageBarBody>
          </MessageBar>
        ) : null}
        {data ? (
          <>
            <Addressees addressees={data.addressees} type={type} airport={shipment.origin} />
            <TelegramText text={data.text} label={t('info.telegram.text', { type })} />
          </>
        ) : telegram.isPending ? (
          <Spinner size="tiny" />
        ) : null}
        {readsLetters ? (
          <>
            <Subtitle2 as="h3">{t('info.telegram.letters', { type })}</Subtitle2>
            {letters.data ? <LettersTable rows={letters.data.items} label={t('info.telegram.letters', { type })} empty={t('info.ffa.noLetters')} /> : <Spinner size="tiny" />}
          </>
        ) : null}
      </div>
    </Section>
  );
}
