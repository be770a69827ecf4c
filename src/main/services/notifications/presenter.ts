// Native notifications as the live service raises them; Electron's Notification stands behind it
// in the app (electron-presenter.ts), a recording fake in tests.

export interface NativeNotification {
  title: string;
  body: string;
  /** The user clicked the notification (not merely dismissed it). */
  onClick: () => void;
}

export interface NotificationPresenter {
  show(notification: NativeNotification): void;
}
