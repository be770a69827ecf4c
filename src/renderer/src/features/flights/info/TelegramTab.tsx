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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Toast,
  ToastBody,
  ToastTitle,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import type { FlightInfo } from '@shared/flights';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import { lettersResource } from '@shared/messaging/letters';
import type { FlightTelegram, LetterStatus } from '@shared/messaging/settings';
import { apiOf } from '@shared/resources/api';
import type { ListQuery, ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { Pending } from '@/components/Pending';
import { resourceKeys } from '@/components/resource/api';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import { APP_TOASTER_ID } from '@/lib/toaster';
import { useFlightTelegram } from '../api/get-flight-telegram';
import { useSendFlightTelegram } from '../api/send-flight-telegram';
import { instantText, routeName } from '../components/flight-text';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  addressees: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: '2px' },
  muted: { color: tokens.colorNeutralForeground3 },
  telegram: {
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
  wrap: { overflowX: 'auto' },
  cell: { whiteSpace: 'nowrap' },
});

const STATUS_COLOURS: Record<LetterStatus, 'informative' | 'success' | 'brand' | 'danger'> = { processed: 'informative', success: 'success', opened: 'brand', error: 'danger' };

/** The letters a leg's telegram of this type went out in, newest first; looked at again while any is on its way. */
function useLegLetters(legId: number, type: FlightTelegram, enabled: boolean) {
  const api = useApi();
  const query: ListQuery = { page: 1, size: 50, sort: '-createdAt', filter: { legId, telegramType: type } };
  return useQuery({
    queryKey: resourceKeys(lettersResource.name).list(query),
    queryFn: ({ signal }) => api.call(apiOf(lettersResource).list, { query, signal }),
    enabled,
    refetchInterval: (current) => (current.state.data?.items.some((row) => row.status === 'processed') ? 3_000 : false),
  });
}

function LettersTable({ rows, type }: { rows: ResourceRow[]; type: FlightTelegram }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['flights', 'resources/letters']);
  if (!rows.length) return <Text className={styles.muted}>{t('telegrams.noLetters', { type })}</Text>;
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={t('telegrams.history', { type })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('resources/letters:fields.createdAt')}</TableHeaderCell>
            <TableHeaderCell>{t('resources/letters:fields.subject')}</TableHeaderCell>
            <TableHeaderCell>{t('resources/letters:fields.recipients')}</TableHeaderCell>
            <TableHeaderCell>{t('resources/letters:fields.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const status = row.status as LetterStatus;
            return (
              <TableRow key={row.id}>
                <TableCell className={styles.cell}>{instantText(String(row.createdAt), i18n.language)}</TableCell>
                <TableCell>
                  <AppLink to={routePath('letters-info', { id: String(row.id) })}>{String(row.subject)}</AppLink>
                </TableCell>
                <TableCell>{(row.recipients as string[]).join(', ')}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOURS[status]} title={typeof row.error === 'string' ? row.error : undefined}>
                    {t(`resources/letters:options.status.${status}`)}
                  </Badge>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

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
  const letters = useLegLetters(leg?.id ?? 0, type, Boolean(leg) && readsLetters);
  const send = useSendFlightTelegram();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
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
          {data.addressees.length ? (
            <ul className={styles.addressees}>
              {data.addressees.map((one) => (
                <li key={one.settingId}>
                  {`${t(`resources/letters:options.protocol.${one.protocol}`)}: ${one.recipients.join(', ')}`}
                  {one.copy.length ? <span className={styles.muted}>{` · ${t('telegrams.copy', { addresses: one.copy.join(', ') })}`}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <MessageBar intent="warning">
              <MessageBarBody>
                {t('resources/letters:errors.noSetting', { type, airport: leg.departure })}{' '}
                <AppLink to={routePath('outgoing')}>{t('telegrams.settings')}</AppLink>
              </MessageBarBody>
            </MessageBar>
          )}
          <Subtitle2 as="h3">{t('telegrams.text', { type, count: data.consignments })}</Subtitle2>
          {data.parts.map((part, index) => (
            <pre key={index} className={styles.telegram} aria-label={t('telegrams.part', { type, part: index + 1, parts: data.parts.length })}>
              {part}
            </pre>
          ))}
        </>
      )}
      {readsLetters ? (
        <>
          <Subtitle2 as="h3">{t('telegrams.history', { type })}</Subtitle2>
          {letters.data ? <LettersTable rows={letters.data.items} type={type} /> : <Spinner size="tiny" />}
        </>
      ) : null}
    </div>
  );
}
