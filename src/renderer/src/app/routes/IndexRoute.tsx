import { LandingPage } from '@/features/landing/LandingPage';
import { AwbSearchForm } from '@/features/shipments/components/AwbSearchForm';
import { AwbTracking } from '@/features/shipments/components/AwbTracking';

export default function IndexRoute() {
  return <LandingPage search={<AwbSearchForm />} result={<AwbTracking />} />;
}
