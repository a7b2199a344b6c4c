// Durations as the spec shows them: mm:ss for a recording (02:05), m:ss for the recorder's timer (2:05).

const parts = (totalSeconds: number) => {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
};
const two = (n: number) => String(n).padStart(2, '0');

/** A recording's duration: minutes and seconds, both two digits (minutes grow past 99). */
export function formatMmSs(totalSeconds: number): string {
  const { minutes, seconds } = parts(totalSeconds);
  return `${two(minutes)}:${two(seconds)}`;
}

/** The recorder's timer: minutes without padding, seconds two digits. */
export function formatMSs(totalSeconds: number): string {
  const { minutes, seconds } = parts(totalSeconds);
  return `${minutes}:${two(seconds)}`;
}
