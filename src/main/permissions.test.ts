import { describe, expect, it } from 'vitest';
import { installPermissionPolicy, isPermissionAllowed, type PermissionSession } from './permissions';
import { recordingLogger } from './testing/fakes';

describe('isPermissionAllowed', () => {
  it('allows notifications and sanitized clipboard writes to the app only', () => {
    expect(isPermissionAllowed('notifications', 'app://cabinet/awb')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://cabinet/')).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://evil.example/')).toBe(false);
    expect(isPermissionAllowed('notifications', undefined)).toBe(false);
  });

  it.each(['media', 'geolocation', 'clipboard-read', 'display-capture', 'openExternal', 'midiSysex', 'fullscreen', 'unknown'])(
    'denies %s',
    (permission) => expect(isPermissionAllowed(permission, 'app://cabinet/')).toBe(false),
  );
});

describe('installPermissionPolicy', () => {
  it('answers requests and checks with the policy', () => {
    let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined;
    let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined;
    const logger = recordingLogger();
    installPermissionPolicy(
      {
        setPermissionRequestHandler: (handler) => (request = handler),
        setPermissionCheckHandler: (handler) => (check = handler),
      },
      logger,
    );
    const answers: boolean[] = [];
    request?.({}, 'notifications', (granted) => answers.push(granted), { requestingUrl: 'app://cabinet/' });
    request?.({}, 'media', (granted) => answers.push(granted), { requestingUrl: 'app://cabinet/' });
    expect(answers).toEqual([true, false]);
    expect(logger.text('warn')).toContain('denied');
    expect(check?.({}, 'notifications', 'app://cabinet')).toBe(true);
    expect(check?.({}, 'geolocation', 'app://cabinet')).toBe(false);
  });
});
