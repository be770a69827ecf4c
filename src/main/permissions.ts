import { isAppUrl } from './navigation';
import type { Logger } from './services/logger';

// Electron grants every web permission unless told otherwise. The cabinet needs two: desktop
// notifications and writing plain text to the clipboard (copying an AWB number); camera,
// geolocation, MIDI, screen capture and the rest are refused, and only the app's own pages may ask.

export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['notifications', 'clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrl: string | undefined): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && requestingUrl !== undefined && isAppUrl(requestingUrl);
}

/** The two handlers of Electron's Session this policy sets (a request, and the check that precedes it). */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string }) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string, requestingOrigin: string) => boolean): void;
}

export function installPermissionPolicy(session: PermissionSession, logger: Logger): void {
  session.setPermissionRequestHandler((_webContents, permission, callback, details) => {
    const granted = isPermissionAllowed(permission, details.requestingUrl);
    if (!granted) logger.warn('Permission request denied', { permission, requestingUrl: details.requestingUrl });
    callback(granted);
  });
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin));
}
