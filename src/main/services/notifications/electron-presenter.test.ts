import { describe, expect, it, vi } from 'vitest';
import { recordingLogger } from '../../testing/fakes';
import { createElectronPresenter, type NotificationClass, type NotificationLike } from './electron-presenter';

type Listener = (...args: never[]) => void;

function fakeNotificationClass(supported = true) {
  class FakeNotification implements NotificationLike {
    static isSupported = () => supported;
    shown = false;
    private listeners = new Map<string, Listener[]>();
    constructor(public options: { title: string; body: string }) {
      created.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    show() {
      this.shown = true;
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners.get(event) ?? []) (listener as (...args: unknown[]) => void)(...args);
    }
  }
  const created: FakeNotification[] = [];
  return { Notification: FakeNotification as NotificationClass, created };
}

describe('createElectronPresenter', () => {
  it('shows a notification with the title and body, and calls onClick on a click', () => {
    const { Notification, created } = fakeNotificationClass();
    const onClick = vi.fn();
    createElectronPresenter(Notification, recordingLogger()).show({ title: 'T', body: 'B', onClick });
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toEqual({ title: 'T', body: 'B' });
    expect(created[0]?.shown).toBe(true);
    created[0]?.emit('close');
    expect(onClick).not.toHaveBeenCalled();
    created[0]?.emit('click');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('logs a failure', () => {
    const { Notification, created } = fakeNotificationClass();
    const logger = recordingLogger();
    createElectronPresenter(Notification, logger).show({ title: 'T', body: 'B', onClick: () => undefined });
    created[0]?.emit('failed', {}, 'toast blocked');
    expect(logger.lines).toContainEqual({ level: 'warn', message: 'Native notification failed', fields: { error: 'toast blocked' } });
  });

  it('does nothing but warn once where notifications are not supported', () => {
    const { Notification, created } = fakeNotificationClass(false);
    const logger = recordingLogger();
    const presenter = createElectronPresenter(Notification, logger);
    presenter.show({ title: 'T', body: 'B', onClick: () => undefined });
    presenter.show({ title: 'T', body: 'B', onClick: () => undefined });
    expect(created).toEqual([]);
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  });
});
