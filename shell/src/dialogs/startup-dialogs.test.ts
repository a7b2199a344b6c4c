import { describe, expect, it } from 'vitest';
import { afterWelcome, firstStartupDialog } from './startup-dialogs';

const today = '2025-05-20';

describe('first-load dialogs', () => {
  it('opens the welcome guide when the onboarding flag is absent, never the greeting at the same time', () => {
    expect(firstStartupDialog({ onboardingSeen: null, greetingDay: null, today })).toBe('welcome');
  });

  it('shows the greeting once per day after onboarding', () => {
    expect(firstStartupDialog({ onboardingSeen: 'true', greetingDay: null, today })).toBe('greeting');
    expect(firstStartupDialog({ onboardingSeen: 'true', greetingDay: '2025-05-19', today })).toBe('greeting');
    expect(firstStartupDialog({ onboardingSeen: 'true', greetingDay: '2025-05-20', today })).toBeNull();
  });

  it('follows the welcome guide with the greeting unless it was already shown today', () => {
    expect(afterWelcome({ greetingDay: null, today })).toBe('greeting');
    expect(afterWelcome({ greetingDay: '2025-05-20', today })).toBeNull();
  });
});
