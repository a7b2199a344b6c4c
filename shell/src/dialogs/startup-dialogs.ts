// Which first-load dialog to show: the welcome guide until onboarding is seen, then the daily greeting
// (once per day in the executive's zone). Never both at once.
import { greetingDue } from './greeting';

export type StartupDialog = 'welcome' | 'greeting' | null;

export type StartupFacts = {
  /** localStorage provana.onboardingSeen */
  onboardingSeen: string | null;
  /** localStorage provana.greetingDay */
  greetingDay: string | null;
  /** Today in the executive's zone, YYYY-MM-DD (todayIn). */
  today: string;
};

export function firstStartupDialog(facts: StartupFacts): StartupDialog {
  if (facts.onboardingSeen !== 'true') return 'welcome';
  return greetingDue(facts.greetingDay, facts.today) ? 'greeting' : null;
}

/** After the welcome guide closes (onboarding now seen): the greeting if today's has not been shown. */
export function afterWelcome(facts: Omit<StartupFacts, 'onboardingSeen'>): StartupDialog {
  return greetingDue(facts.greetingDay, facts.today) ? 'greeting' : null;
}
