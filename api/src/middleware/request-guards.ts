import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH']);
/** Raw audio/* bodies: a recording's upload and a spoken command for transcription (each checks its own type and size). */
const AUDIO_PATH = /^\/api\/executive\/[^/]+\/(?:voice-recordings\/[^/]+\/audio|voice-command\/transcription)$/;
/** A .ics file import (text/calendar, which no cross-site form can send; the route checks its type and size). */
const ICS_IMPORT_PATH = /^\/api\/executive\/[^/]+\/calendar\/import$/;

/** An account archive import (application/zip, which no cross-site form can send; the route checks its type and size). */
const ARCHIVE_IMPORT_PATH = /^\/api\/executive\/[^/]+\/import$/;

export const isJsonContentType = (value: string | undefined) => /^application\/json\s*(;|$)/i.test(value ?? '');

/**
 * Mutations must be JSON (415 otherwise): this also blocks cross-site HTML form posts, which can
 * only send form or text content types (logout included: no cross-site sign-out). The audio
 * routes check their own audio/* type and size.
 */
export const jsonMutationGuard = (maxJsonBytes: number) => {
  const limit = bodyLimit({
    maxSize: maxJsonBytes,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', `Request body must be at most ${maxJsonBytes} bytes`);
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!MUTATIONS.has(c.req.method) || AUDIO_PATH.test(c.req.path) || ICS_IMPORT_PATH.test(c.req.path) || ARCHIVE_IMPORT_PATH.test(c.req.path)) return next();
    const type = c.req.header('content-type');
    if (!isJsonContentType(type)) {
      throw new HttpError(415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    return limit(c, next);
  });
};
