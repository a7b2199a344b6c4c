// What stored audio may be: a type from a short allow-list (so a stored body can never be served as
// HTML or script), and a per-account storage quota.

/** Containers a browser's <audio> plays, with their download file extension. */
const ALLOWED: Record<string, string> = { webm: 'webm', ogg: 'ogg', mp4: 'm4a', mpeg: 'mp3', wav: 'wav' };
/** `audio/<allowed>` with at most a codecs parameter of plain tokens (what MediaRecorder sends). */
const AUDIO_TYPE = /^audio\/([a-z0-9]+)\s*(?:;\s*codecs\s*=\s*("?)([a-z0-9.,\s-]{1,60})\2\s*)?$/i;

/** Per-account storage for recorded audio, in bytes (about 13 uploads at the largest size). */
export const AUDIO_QUOTA_BYTES = 200 * 1024 * 1024;

/** The canonical content type to store and serve, or null when the type is not on the allow-list. */
export function allowedAudioType(header: string | undefined): string | null {
  const match = AUDIO_TYPE.exec((header ?? '').trim());
  const subtype = match?.[1]?.toLowerCase();
  if (!match || !subtype || !(subtype in ALLOWED)) return null;
  const codecs = match[3]?.replace(/\s+/g, '').toLowerCase();
  return codecs ? `audio/${subtype};codecs=${codecs}` : `audio/${subtype}`;
}

/** A download name whose extension matches the stored type. */
export function audioFileName(recordingId: number, contentType: string): string {
  const subtype = /^audio\/([a-z0-9]+)/.exec(contentType)?.[1] ?? '';
  return `recording-${recordingId}.${ALLOWED[subtype] ?? 'bin'}`;
}
