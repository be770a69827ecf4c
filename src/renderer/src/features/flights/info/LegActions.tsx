import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { ArchiveArrowBackRegular, ArchiveRegular, ArrowEnterRegular, ArrowExitRegular, ArrowUndoRegular, HourglassHalfRegular, HourglassRegular, MoreHorizontalRegular, TagDismissRegular, TagRegular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightInfo, FlightLegInfo } from '@shared/flights';
import { useSetLegClosing } from '../api/set-leg-closing';
import { useSetLegEstimate } from '../api/set-leg-estimate';
import { useSetLegStatus } from '../api/set-leg-status';
import { routeName } from '../components/flight-text';
import { nextStatuses } from '../components/flight-status';
import { useActionFailure } from '../components/use-action-failure';
import { useSaleToggle } from '../components/use-sale-toggle';
import { CloseLegDialog } from './CloseLegDialog';
import { EstimateDialog } from './EstimateDialog';

const STATUS_ICONS: Record<string, ReactElement> = {
  departed: <ArrowExitRegular />,
  arrived: <ArrowEnterRegular />,
  scheduled: <ArrowUndoRegular />,
};

/**
 * What staff may do with one leg, as the flight's `can` allows: open or close it for sale (closing
 * asks first), close or open the leg itself, set its status, set or clear a delay.
 */
export function LegActions({ flight, leg }: { flight: FlightInfo; leg: FlightLegInfo }) {
  const { t } = useTranslation('flights');
  const sale = useSaleToggle();
  const closing = useSetLegClosing();
  const status = useSetLegStatus();
  const estimate = useSetLegEstimate();
  const fail = useActionFailure();
  const [estimating, setEstimating] = useState(false);
  const [closingLeg, setClosingLeg] = useState(false);
  const { can } = flight;
  const canceled = leg.status === 'canceled';
  if (canceled || (!can.sale && !can.control)) return null;
  const run = (action: () => Promise<unknown>) => () => void action().catch(fail);
  const busy = sale.pendingId === leg.id || closing.isPending || status.isPending || estimate.isPending;
  const delayed = leg.etd !== null || leg.eta !== null;
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={t('leg.actions')} relationship="description" withArrow>
            <Button appearance="subtle" icon={<MoreHorizontalRegular />} disabled={busy} aria-label={t('leg.actionsFor', { route: routeName(leg) })} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {can.sale ? (
              <MenuItem icon={leg.saleClosed ? <TagRegular /> : <TagDismissRegular />} onClick={() => void sale.toggle({ ...leg, airline: flight.airline, number: flight.number, date: flight.date })}>
                {t(leg.saleClosed ? 'sale.openAction' : 'sale.closeAction')}
              </MenuItem>
            ) : null}
            {can.control ? (
              <>
                {can.sale ? <MenuDivider /> : null}
                <MenuItem
                  icon={leg.closed ? <ArchiveArrowBackRegular /> : <ArchiveRegular />}
                  onClick={leg.closed ? run(() => closing.mutateAsync({ legId: leg.id, closed: false })) : () => setClosingLeg(true)}
                >
                  {t(leg.closed ? 'closing.openAction' : 'closing.closeAction')}
                </MenuItem>
                {nextStatuses(leg.status).map((next) => (
                  <MenuItem key={next} icon={STATUS_ICONS[next]} onClick={run(() => status.mutateAsync({ legId: leg.id, status: next }))}>
                    {t(`leg.mark.${next}`)}
                  </MenuItem>
                ))}
                <MenuDivider />
                <MenuItem icon={<HourglassHalfRegular />} onClick={() => setEstimating(true)}>
                  {t(delayed ? 'estimate.change' : 'estimate.set')}
                </MenuItem>
                {delayed ? (
                  <MenuItem icon={<HourglassRegular />} onClick={run(() => estimate.mutateAsync({ legId: leg.id, etd: null, eta: null }))}>
                    {t('estimate.clear')}
                  </MenuItem>
                ) : null}
              </>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {estimating ? <EstimateDialog leg={leg} onClose={() => setEstimating(false)} /> : null}
      {closingLeg ? <CloseLegDialog leg={leg} onClose={() => setClosingLeg(false)} onFailure={fail} /> : null}
    </>
  );
}
