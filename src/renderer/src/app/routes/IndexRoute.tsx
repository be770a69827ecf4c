import { useOpenChatFromQuery } from '@/features/chat/panel/use-open-chat-from-query';
import { LandingPage } from '@/features/auth/pages/LandingPage';
import { AwbSearchForm } from '@/features/shipments/components/AwbSearchForm';
import { AwbTracking } from '@/features/shipments/components/AwbTracking';

export default function IndexRoute() {
  useOpenChatFromQuery();
  return <LandingPage search={<AwbSearchForm />} result={<AwbTracking />} />;
}
