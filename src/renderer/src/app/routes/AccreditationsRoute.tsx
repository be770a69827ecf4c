import { useAtomValue } from 'jotai';
import { OnboardingPage } from '@/features/accreditations/onboarding/OnboardingPage';
import { isStaff } from '@shared/profile/session-user';
import { userAtom } from '@/lib/state';
import { resourceScreen } from './ResourceRoutes';

const StaffList = resourceScreen('accreditations', 'list');

/** Airline staff work on every request; an applicant sees where their own request stands and what comes next. */
export default function AccreditationsRoute() {
  const user = useAtomValue(userAtom);
  return isStaff(user) ? <StaffList /> : <OnboardingPage />;
}
