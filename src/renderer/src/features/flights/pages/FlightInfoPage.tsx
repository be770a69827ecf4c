import { Button, makeStyles, Spinner, Subtitle2, Tab, TabList, tokens } from '@fluentui/react-components';
import { EditRegular, DismissCircleRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler, useParams, useSearchParams } from 'react-router';
import { can } from '@shared/abilities';
import { BOOKING_ABILITIES } from '@shared/booking';
import type { FlightInfo } from '@shared/flights';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { Pending } from '@/components/Pending';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { Surface } from '@/components/Surface';
import { formatDay } from '@/lib/dates';
import { userAtom } from '@/lib/state';
import { useFlight } from '../api/get-flight';
import { flightName, legsRoute } from '../components/flight-text';
import { flightStatus } from '../components/flight-status';
import { ScheduleResultBar } from '../components/ScheduleResultBar';
import { StatusBadge } from '../components/StatusBadge';
import { CapacityTab } from '../info/CapacityTab';
import { HistoryTab } from '../info/HistoryTab';
import { InformingTab } from '../info/InformingTab';
import { LegsTable } from '../info/LegsTable';
import { ProcessingTab } from '../info/ProcessingTab';
import { QuotasTab } from '../info/QuotasTab';
import { TelegramTab } from '../info/TelegramTab';
import { useCancelFlightAction } from '../info/use-cancel-flight-action';
import { useFlightsTitle } from './use-flights-title';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'break-word' },
});

// Section 2's order: the telegrams first, then the flight's load and its staff's records.
const TABS = ['fbl', 'ffm', 'capacity', 'quotas', 'processing', 'history', 'informing'] as const;
type FlightTab = (typeof TABS)[number];

/** The tabs that work for this user on this flight: telegrams, history and informing are airline staff's, processing theirs who answer bookings. */
function tabsOf(flight: FlightInfo, processes: boolean): FlightTab[] {
  const international = flight.legs.some((leg) => leg.region === 'МВЛ');
  return TABS.filter((tab) =>
    tab === 'history' || tab === 'fbl' || tab === 'ffm' ? flight.can.internals : tab === 'informing' ? flight.can.internals && (international || flight.informing.length > 0) : tab === 'processing' ? processes && flight.can.internals : true,
  );
}

function Facts({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const first = flight.legs[0];
  const facts: [string, ReactNode][] = [
    [t('fields.date'), formatDay(flight.date, i18n.language)],
    [t('fields.route'), legsRoute(flight.legs)],
    [t('fields.aircraft'), `${flight.aircraftType}${flight.tailNumber ? ` · ${flight.tailNumber}` : ''}`],
    [t('fields.serviceType'), t(`serviceTypes.${flight.serviceType}`)],
    [t('fields.status'), <StatusBadge key="status" status={flightStatus(flight.legs)} />],
    [t('fields.schedule'), flight.periodic ? t('info.periodic') : t('info.single')],
    ...(first ? ([[t('fields.region'), t(`regions.${first.region}`)]] as [string, string][]) : []),
    ...(flight.comments ? ([[t('fields.comments'), flight.comments]] as [string, string][]) : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FlightActions({ flight }: { flight: FlightInfo }) {
  const { t } = useTranslation('flights');
  const editPath = routePath('flights-edit', { id: String(flight.id) });
  const editHref = useHref(editPath);
  const goEdit = useLinkClickHandler<HTMLAnchorElement>(editPath);
  const { cancel, pending } = useCancelFlightAction(flight);
  const cancelable = flight.legs.some((leg) => leg.status === 'scheduled');
  return (
    <>
      {flight.can.edit ? (
        <Button as="a" href={editHref} onClick={goEdit} appearance="primary" icon={<EditRegular />}>
          {t('info.editSchedule')}
        </Button>
      ) : null}
      {flight.can.control && cancelable ? (
        <Button icon={pending ? <Pending size="tiny" /> : <DismissCircleRegular />} disabled={pending} onClick={() => void cancel()}>
          {t('cancel.action')}
        </Button>
      ) : null}
    </>
  );
}

function FlightView({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('flights');
  const list = useFlightsTitle();
  const [search, setSearch] = useSearchParams();
  const user = useAtomValue(userAtom);
  const tabs = tabsOf(flight, can(user?.abilities, BOOKING_ABILITIES.bookings.edit));
  const asked = search.get('tab') as FlightTab | null;
  const tab: FlightTab = asked && tabs.includes(asked) ? asked : 'capacity';
  const setTab = (next: FlightTab) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'capacity') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true, state: null },
    );
  const title = `${flightName(flight)} · ${formatDay(flight.date, i18n.language)}`;
  return (
    <PageFrame title={title} back={<ResourceBreadcrumb crumbs={[{ label: list, to: routePath('flights') }, { label: title }]} />} actions={<FlightActions flight={flight} />}>
      <ScheduleResultBar />
      <Surface className={styles.surface}>
        <Facts flight={flight} />
      </Surface>
      <Surface className={styles.surface}>
        <Subtitle2 as="h2">{t('info.legs')}</Subtitle2>
        <LegsTable flight={flight} />
      </Surface>
      <Surface className={styles.surface}>
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as FlightTab)}>
          {tabs.map((one) => (
            <Tab key={one} value={one}>
              {t(`tabs.${one}`)}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
          {tab === 'fbl' ? <TelegramTab flight={flight} type="FBL" /> : null}
          {tab === 'ffm' ? <TelegramTab flight={flight} type="FFM" /> : null}
          {tab === 'capacity' ? <CapacityTab flight={flight} /> : null}
          {tab === 'quotas' ? <QuotasTab flight={flight} /> : null}
          {tab === 'processing' ? <ProcessingTab flight={flight} /> : null}
          {tab === 'history' ? <HistoryTab flight={flight} /> : null}
          {tab === 'informing' ? <InformingTab flight={flight} /> : null}
        </div>
      </Surface>
    </PageFrame>
  );
}

/** `/flights/:id`: a flight, its legs and their actions, and the tabs of section 2's flight info that work so far. */
export default function FlightInfoPage() {
  const { t } = useTranslation('resources');
  const id = Number(useParams().id);
  const flight = useFlight(id);
  // Section 8: a 403 or 404 shows the error page with that status.
  if (flight.error) throw flight.error;
  if (!flight.data) return <Spinner label={t('list.loading')} />;
  return <FlightView flight={flight.data} />;
}
