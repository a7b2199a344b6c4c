// @vitest-environment happy-dom
// Settings → Reminders: the browser's permission prompt comes only from the button (never on load);
// a yes turns browser notifications on, "Stop" turns them off; a blocked or missing API says so.
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { ReminderNotificationsSetting } from './reminder-notifications-setting';

function fakeNotification(permission: NotificationPermission, answer: NotificationPermission) {
  const api = { permission, requestPermission: vi.fn(async () => ((api.permission = answer), answer)) };
  vi.stubGlobal('Notification', api);
  return api;
}

const renderSetting = () =>
  render(
    <UiProvider>
      <ReminderNotificationsSetting />
    </UiProvider>,
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('reminder notifications setting', () => {
  it('asks the browser only when the button is clicked, then turns them on and off', async () => {
    const api = fakeNotification('default', 'granted');
    renderSetting();
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(screen.getByText('Reminders show as a message on the dashboard and in the bell.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show reminders as browser notifications' }));
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Reminders also show as browser notifications.')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.reminderNotifications)).toBe('on');
    await userEvent.click(screen.getByRole('button', { name: 'Stop browser notifications' }));
    expect(localStorage.getItem(storageKeys.reminderNotifications)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show reminders as browser notifications' })).toBeTruthy();
  });

  it('stays off when the browser says no, and explains a block', async () => {
    fakeNotification('default', 'denied');
    renderSetting();
    await userEvent.click(screen.getByRole('button', { name: 'Show reminders as browser notifications' }));
    expect(await screen.findByText(/This browser blocks notifications from Provana/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(localStorage.getItem(storageKeys.reminderNotifications)).toBeNull();
  });

  it('says so when the browser has no notifications', () => {
    vi.stubGlobal('Notification', undefined);
    renderSetting();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeTruthy();
  });
});
