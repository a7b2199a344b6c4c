// The recording format: the spec's audio/webm with opus when the browser has it, else the first it
// supports, else the browser's default.
const PREFERRED = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export function pickMimeType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED.find((type) => isSupported(type));
}

export const CHUNK_MS = 1000;
