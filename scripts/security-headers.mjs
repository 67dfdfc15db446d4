/**
 * The HTTP headers a production server sends with Tickday (docs/product.md §15): one list, from
 * which the build writes `_headers` and `_redirects` (hosts that read those), an nginx include
 * and a Caddy snippet (deploy/nginx.conf and deploy/Caddyfile import them), so no config can
 * drift from another. The Content-Security-Policy is the build's own (its hash of the inline
 * theme script), plus what only a header can say: `frame-ancestors 'none'`.
 */

/** Features the app never uses, turned off for it and anything it could ever embed. */
export const PERMISSIONS_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Cache-Control: hashed files for a year; everything else is checked again on each use. */
export const CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  fresh: 'no-cache',
};

/** The path prefix of the build's hashed files. */
export const HASHED_PREFIX = '/assets/';

/** Files whose names stay the same from one version to the next: never served stale. */
export const FRESH_PATHS = [
  '/',
  '/index.html',
  '/sw.js',
  '/reminder-sw.js',
  '/manifest.webmanifest',
];

/** The security headers, given the page's policy (from its meta tag). */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', `${policy}; frame-ancestors 'none'`],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', PERMISSIONS_OFF.map((feature) => `${feature}=()`).join(', ')],
  ];
}

/** The files the build writes beside index.html, by name. */
export function deployFiles(policy) {
  const headers = securityHeaders(policy);
  const quoted = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return {
    // Netlify and Cloudflare Pages: headers by path (values of several matching rules are joined,
    // so Cache-Control is set only where one rule matches).
    _headers: [
      '/*',
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
      `${HASHED_PREFIX}*`,
      `  Cache-Control: ${CACHE.hashed}`,
      ...FRESH_PATHS.flatMap((path) => [path, `  Cache-Control: ${CACHE.fresh}`]),
      '',
    ].join('\n'),
    // Every path that is not a file is the app (its router shows the 404 page).
    _redirects: '/*    /index.html    200\n',
    'security-headers.nginx.conf': [
      '# Written by the build (scripts/security-headers.mjs); included by deploy/nginx.conf.',
      ...headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
      '',
    ].join('\n'),
    'security-headers.caddy': [
      '# Written by the build (scripts/security-headers.mjs); imported by deploy/Caddyfile.',
      'header {',
      ...headers.map(([name, value]) => `\t${name} ${quoted(value)}`),
      '}',
      '',
    ].join('\n'),
  };
}
