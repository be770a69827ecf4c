import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { formatDay } from '@/lib/dates';
import { useFlight } from '../api/get-flight';
import { flightName } from '../components/flight-text';
import { ScheduleForm } from '../form/ScheduleForm';
import { useFlightsTitle } from './use-flights-title';

function EditFlight({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['flights', 'resources']);
  const flight = useFlight(id);
  const list = useFlightsTitle();
  if (flight.error) throw flight.error;
  if (!flight.data) return <Spinner label={t('resources:list.loading')} />;
  const name = `${flightName(flight.data)} · ${formatDay(flight.data.date, i18n.language)}`;
  return (
    <PageFrame
      title={t('form.editTitle', { flight: flightName(flight.data) })}
      back={<ResourceBreadcrumb crumbs={[{ label: list, to: routePath('flights') }, { label: name, to: routePath('flights-info', { id: String(id) }) }, { label: t('form.editSchedule') }]} />}
    >
      <ScheduleForm flight={flight.data} />
    </PageFrame>
  );
}

/** `/flights/add` and `/flights/edit/:id`: a new flight, or the schedule of one. */
export default function FlightFormPage() {
  const { t } = useTranslation('flights');
  const list = useFlightsTitle();
  const param = useParams().id;
  if (param) return <EditFlight id={Number(param)} />;
  return (
    <PageFrame title={t('form.addTitle')} back={<ResourceBreadcrumb crumbs={[{ label: list, to: routePath('flights') }, { label: t('form.addTitle') }]} />}>
      <ScheduleForm flight={null} />
    </PageFrame>
  );
}
