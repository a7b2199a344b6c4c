// The browser runs the app under a Content-Security-Policy without 'unsafe-eval'. Zod's faster object
// parsing first probes `new Function`, and the refused probe is reported as a violation; in a
// browser zod parses without that probe. The API keeps zod's default.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
