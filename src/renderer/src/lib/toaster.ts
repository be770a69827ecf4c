import type { useToastController } from '@fluentui/react-components';

/** The app's one toaster (rendered with the live services of a signed-in user). */
export const APP_TOASTER_ID = 'cabinet-toaster';

type Dispatch = ReturnType<typeof useToastController>['dispatchToast'];
type Toast = Parameters<Dispatch>;

export type ToastBridge = {
  /** Shows a toast now, or as soon as a toaster is there to show it. */
  dispatch: Dispatch;
  /** A mounted toaster takes the toasts: those waiting first, in order. Returns its detach. */
  attach: (show: Dispatch) => () => void;
};

/**
 * Fluent's toaster hears a toast only while it is mounted, and ours loads lazily with the live
 * services: a page can be on screen and save before it has arrived (a slow machine, a cold cache),
 * and that "saved" would be lost. Toasts dispatched before then wait here and show on arrival.
 */
export function createToastBridge(): ToastBridge {
  let show: Dispatch | null = null;
  const waiting: Toast[] = [];
  return {
    dispatch: (...toast) => {
      if (show) show(...toast);
      else waiting.push(toast);
    },
    attach: (next) => {
      show = next;
      for (const toast of waiting.splice(0)) next(...toast);
      return () => {
        if (show === next) show = null;
      };
    },
  };
}

const appBridge = createToastBridge();

/** Attaches the app's toaster (its controller's dispatch) to the bridge; see AppToaster. */
export const attachAppToaster = appBridge.attach;

const APP_TOAST = { dispatchToast: appBridge.dispatch };

/** Toasts for the app's toaster, whether or not it has loaded yet (Fluent's controller's shape). */
export function useAppToast(): { dispatchToast: Dispatch } {
  return APP_TOAST;
}
