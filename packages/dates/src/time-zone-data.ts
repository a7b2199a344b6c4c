// The first zone-aware Intl.DateTimeFormat of a page loads the runtime's time-zone data: about 30 ms on
// a laptop, four times that on a phone, inside whichever render formats the first date (the
// dashboard's layout). The shell's entry calls this while the app's code is still downloading, when
// the main thread has nothing else to do.

/** Makes the page's first zone-aware date format now; later ones are cheap. */
export function loadTimeZoneData(): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0);
  } catch {
    // A runtime without time-zone support fails later, where the app handles it.
  }
}
