import {
  Badge,
  Button,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  Subtitle2,
  Text,
  Toast,
  ToastBody,
  ToastTitle,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { FlightInfo } from '@shared/flights';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import type { FlightTelegram } from '@shared/messaging/settings';
import { Addressees } from '@/components/telegrams/Addressees';
import { LettersTable } from '@/components/telegrams/LettersTable';
import { TelegramText } from '@/components/telegrams/TelegramText';
import { useLetters } from '@/components/telegrams/use-letters';
import { Pending } from '@/components/Pending';
import { userAtom } from '@/lib/state';
import { useAppToast } from '@/lib/toaster';
import { useFlightTelegram } from '../api/get-flight-telegram';
import { useSendFlightTelegram } from '../api/send-flight-telegram';
import { routeName } from '../components/flight-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * A flight's FBL or FFM tab (section 2): for a leg, the telegram as it would go now, monospaced,
 * to whom the outgoing settings send it, the button that sends it, and the letters it went in.
 */
export function TelegramTab({ flight, type }: { flight: FlightInfo; type: FlightTelegram }) {
  const styles = useStyles();
  const { t } = useTranslation(['flights', 'errors', 'resources/letters']);
  const user = useAtomValue(userAtom);
  const legs = flight.legs.filter((leg) => leg.status !== 'canceled');
  const [chosen, setChosen] = useState<number | null>(null);
  const leg = legs.find((one) => one.id === chosen) ?? legs[0];
  const telegram = useFlightTelegram(leg?.id ?? 0, type);
  const readsLetters = can(user?.abilities, MESSAGING_ABILITIES.letters.view);
  const letters = useLetters({ legId: leg?.id ?? 0, telegramType: type }, Boolean(leg) && readsLetters);
  const send = useSendFlightTelegram();
  const { dispatchToast } = useAppToast();
  if (!leg) return <Text className={styles.muted}>{t('telegrams.noLegs')}</Text>;

  const sendNow = () =>
    send.mutate(
      { legId: leg.id, type },
      {
        onSuccess: ({ letters: written }) =>
          dispatchToast(
            <Toast>
              <ToastTitle>{t('telegrams.sent', { type, count: written.length })}</ToastTitle>
            </Toast>,
            { intent: 'success' },
          ),
        onError: (error) =>
          dispatchToast(
            <Toast>
              {/* Section 8's words for a manifest; the booking list's own in the same shape. */}
              <ToastTitle>{type === 'FFM' ? t('errors:ffmSendError') : t('telegrams.fblSendError')}</ToastTitle>
              <ToastBody>{error.message}</ToastBody>
            </Toast>,
            { intent: 'error' },
          ),
      },
    );

  const data = telegram.data;
  const failed = letters.data?.items.filter((row) => row.status === 'error') ?? [];
  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {legs.length > 1 ? (
          <Field label={t('telegrams.leg')}>
            <Dropdown value={routeName(leg)} selectedOptions={[String(leg.id)]} onOptionSelect={(_, option) => setChosen(Number(option.optionValue))}>
              {legs.map((one) => (
                <Option key={one.id} value={String(one.id)}>
                  {routeName(one)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        ) : null}
        {flight.can.control ? (
          <Button appearance="primary" icon={send.isPending ? <Pending size="tiny" /> : <SendRegular />} disabled={send.isPending || !data?.addressees.length} onClick={sendNow}>
            {t('telegrams.send', { type })}
          </Button>
        ) : null}
        {data?.sent ? (
          <Badge appearance="tint" color="success">
            {t('telegrams.wasSent', { type })}
          </Badge>
        ) : null}
      </div>
      {failed.length ? (
        <MessageBar intent="error">
          <MessageBarBody>{`${type === 'FFM' ? t('errors:ffmSendError') : t('telegrams.fblSendError')}: ${String(failed[0]!.error ?? '')}`}</MessageBarBody>
        </MessageBar>
      ) : null}
      {telegram.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{telegram.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {!data ? (
        telegram.isPending ? <Spinner size="small" label={t('telegrams.loading')} /> : null
      ) : (
        <>
          <Subtitle2 as="h3">{t('telegrams.addressees')}</Subtitle2>
          <Addressees addressees={data.addressees} type={type} airport={leg.departure} />
          <Subtitle2 as="h3">{t('telegrams.text', { type, count: data.consignments })}</Subtitle2>
          {data.parts.map((part, index) => (
            <TelegramText key={index} text={part} label={t('telegrams.part', { type, part: index + 1, parts: data.parts.length })} />
          ))}
        </>
      )}
      {readsLetters ? (
        <>
          <Subtitle2 as="h3">{t('telegrams.history', { type })}</Subtitle2>
          {letters.data ? <LettersTable rows={letters.data.items} label={t('telegrams.history', { type })} empty={t('telegrams.noLetters', { type })} /> : <Spinner size="tiny" />}
        </>
      ) : null}
    </div>
  );
}
