// Security headers on every response, defined once with Hono's own secure-headers middleware: app.ts
// applies the defaults (API responses: a CSP that loads nothing) to every response; mountFrontend
// applies it with the shell's CSP to the front-end's files. A header a handler or an inner middleware set wins (overwrite: false): the pages
// keep their CSP, remote files keep CORP cross-origin.
import { secureHeaders } from 'hono/secure-headers';
import { type ContentSecurityPolicy, RESOURCE_CONTENT_SECURITY_POLICY } from '../static/content-security-policy';

export function securityHeaders(contentSecurityPolicy: ContentSecurityPolicy = RESOURCE_CONTENT_SECURITY_POLICY) {
  return secureHeaders({
    contentSecurityPolicy,
    xContentTypeOptions: true,
    // Full referrer to this origin only: query strings never leave for a remote's host.
    referrerPolicy: 'same-origin',
    xFrameOptions: 'DENY',
    // Files served to other origins (remotes, /remotes.json) set cross-origin themselves.
    crossOriginResourcePolicy: 'same-origin',
    // Ignored over plain HTTP; no includeSubDomains: the app does not own its sibling hosts.
    strictTransportSecurity: 'max-age=15552000',
    // The voice recorder needs the microphone in the shell's own page; nothing needs more.
    permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'] },
    overwrite: false,
  });
}
