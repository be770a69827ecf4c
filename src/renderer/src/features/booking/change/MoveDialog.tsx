import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookedShipment, BookingPrice, Variant } from '@shared/booking';
import { formatMoney, money, type Currency } from '@shared/money';
import { Pending } from '@/components/Pending';
import { useKilograms } from '@/components/QuoteLinesTable';
import { formatDay, dayOfDate } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { bookingKeys } from '../api/keys';
import { useMoveBooking } from '../api/move-booking';
import { variantRoute } from '../results/VariantCard';
import { refusalOf, type Refusal } from './refusal';
import { RefusalBar } from './RefusalBar';
import { bookedDate, flightsNow, legIdsNow, legsNow, partsOf } from './shipment-parts';
import { VariantPicker } from './VariantPicker';

const useStyles = makeStyles({
  surface: { width: 'min(900px, calc(100vw - 32px))', maxWidth: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  chosen: { fontWeight: tokens.fontWeightSemibold },
});

const price$ = (price: BookingPrice, language: string) => formatMoney(money(price.total, price.currency as Currency), language);

/**
 * Section 2's "move bookings": the shipment's flights searched again for the same origin,
 * destination and cargo, on the date booked or another; the variant chosen takes the whole
 * shipment, answered anew and re-priced. A new price is agreed to first (701); a flight gone since
 * the search (702) sends the user back to the list, searched again.
 */
export function MoveDialog({ shipment, onClose, onMoved }: { shipment: BookedShipment; onClose(): void; onMoved(shipment: BookedShipment): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['booking', 'resources', 'common']);
  const kg = useKilograms();
  const client = useQueryClient();
  const move = useMoveBooking(shipment.shipmentId);
  const [variant, setVariant] = useState<Variant | null>(null);
  const [agreed, setAgreed] = useState<BookingPrice | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { now } = useMemo(() => legsNow(shipment), [shipment]);
  const parts = partsOf(now);
  const cargo = useMemo(() => ({ pieces: shipment.pieces, weight: shipment.weight, volume: shipment.volume }), [shipment]);
  const initialDate = useMemo(() => bookedDate(now, dayOfDate(new Date())), [now]);
  const busy = move.isPending;

  const choose = (next: Variant) => {
    setVariant(next);
    setAgreed(null);
    setRefusal(null);
    setProblem(null);
  };

  const send = async (price: BookingPrice | null) => {
    if (!variant) return;
    setRefusal(null);
    setProblem(null);
    try {
      const moved = await move.mutateAsync({ variantId: variant.id, legIds: [], price });
      onMoved(moved);
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setRefusal(refused);
        // The flights' room and prices moved since the search: the list is read again.
        void client.invalidateQueries({ queryKey: bookingKeys.searches() });
        if (refused.kind === 'gone') setVariant(null);
        return;
      }
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const agree = (price: BookingPrice) => {
    setAgreed(price);
    void send(price);
  };

  const title = t('move.title', { awb: shipment.awb });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface} aria-label={title}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common:actions.close')} disabled={busy} onClick={onClose} />}>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text className={styles.muted}>
              {t('move.intro', {
                route: `${shipment.origin} → ${shipment.destination}`,
                flights: flightsNow(now) || '—',
                cargo: t('info.cargoLine', { pieces: formatNumber(shipment.pieces, i18n.language), weight: kg(shipment.weight), volume: formatNumber(shipment.volume, i18n.language, 3) }),
              })}
            </Text>
            {parts.length > 1 ? (
              <MessageBar intent="info">
                <MessageBarBody>{t('move.partsTogether', { count: parts.length })}</MessageBarBody>
              </MessageBar>
            ) : null}
            {/* A split shipment may be brought back together on any flights, those of a part included. */}
            <VariantPicker shipment={shipment} cargo={cargo} initialDate={initialDate} value={variant} onChange={choose} bookedLegIds={parts.length > 1 ? [] : legIdsNow(now)} label={t('move.variants')} />
            {refusal ? <RefusalBar refusal={refusal} busy={busy} onAgree={agree} /> : null}
            {problem ? (
              <MessageBar intent="error" layout="multiline" role="alert" data-testid="move-error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions position="start">
            <Text className={styles.chosen} aria-live="polite" data-testid="move-chosen">
              {variant
                ? t('move.chosen', {
                    route: variantRoute(variant),
                    date: formatDay(variant.date, i18n.language),
                    flights: variant.legs.map((leg) => leg.number).join(', '),
                  }) + (agreed ? ` · ${t('move.agreed', { price: price$(agreed, i18n.language) })}` : variant.price ? ` · ${price$(variant.price, i18n.language)}` : '')
                : t('move.noneChosen')}
            </Text>
          </DialogActions>
          <DialogActions position="end">
            <Button disabled={busy} onClick={onClose}>
              {t('resources:actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={!variant || busy} icon={busy ? <Pending size="tiny" /> : undefined} onClick={() => void send(agreed)} data-testid="move-submit">
              {t('move.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
