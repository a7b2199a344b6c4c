// Which first-load dialog to show: the welcome guide until onboarding is seen, then the daily greeting
// (once per day in the executive's zone). Never both at once.

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

/** Shown when the marker is not today's date in the executive's zone (absent, yesterday, or garbage).
 * Here, not in greeting.ts: the first screen needs this test, not the greeting's texts and quotes. */
export function greetingDue(marker: string | null, today: string): boolean {
  return marker !== today;
}
