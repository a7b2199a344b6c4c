// Where the API's production build lives (api/build.mjs writes it; the process suites start it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_BUNDLE = path.join(API_ROOT, 'dist', 'server.mjs');
