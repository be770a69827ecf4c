import { Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FLOATING_CHAT_CLEARANCE_PX } from '@/features/chat/panel/placement';
import { APP_TOASTER_ID, attachAppToaster } from '@/lib/toaster';

/**
 * The app's toaster. Toasts rise at the bottom centre, above the floating chat button: at the top
 * right they covered the page's own actions (Edit, Delete) right after a save, and pausing on hover
 * kept them there while the pointer waited on the button under them; the bottom right is the open
 * chat's. Toasts dispatched before it loaded show as it mounts (lib/toaster).
 */
export function AppToaster() {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  // Runs after the Toaster's own effects (a child's come first): it is listening by now.
  useEffect(() => attachAppToaster(dispatchToast), [dispatchToast]);
  return <Toaster toasterId={APP_TOASTER_ID} position="bottom" offset={{ vertical: FLOATING_CHAT_CLEARANCE_PX }} pauseOnHover limit={5} />;
}
