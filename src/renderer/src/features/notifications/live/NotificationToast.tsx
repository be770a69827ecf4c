import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import type { Notification } from '@shared/notifications/schemas';
import { NotificationContent } from '../components/NotificationContent';

export function NotificationToast({ notification }: { notification: Notification }) {
  return (
    <Toast data-testid="notification-toast">
      <ToastTitle>{notification.title}</ToastTitle>
      <ToastBody>
        <NotificationContent notification={notification} />
      </ToastBody>
    </Toast>
  );
}
