// Reading one's notifications (the bell, the page and their live stream).

export const NOTIFICATION_ABILITIES = { view: 'agent.notification.view' } as const;
