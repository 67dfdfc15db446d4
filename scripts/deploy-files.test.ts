import { describe, expect, it } from 'vitest';
import { CACHE, deployFiles, HASHED_PREFIX, securityHeaders } from './security-headers.mjs';

/**
 * docs/product.md §15: the files the build writes for hosts come from one list of headers (the
 * nginx and Caddy ones are checked against real servers in e2e/deploy.spec.ts).
 */

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

/** `_headers` as path -> { header: value }. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith('  ')) rules.set(line, (current = {}));
    else {
      const at = line.indexOf(': ');
      current[line.slice(2, at)] = line.slice(at + 2);
    }
  }
  return rules;
}

describe('deploy files', () => {
  const files = deployFiles(POLICY);

  it('_headers: the security headers on every path, Cache-Control where one rule matches', () => {
    const rules = parseHeaders(files._headers ?? '');
    expect(rules.get('/*')).toEqual(Object.fromEntries(securityHeaders(POLICY)));
    expect(rules.get('/*')?.['Content-Security-Policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
    expect(rules.get(`${HASHED_PREFIX}*`)).toEqual({ 'Cache-Control': CACHE.hashed });
    for (const path of ['/', '/index.html', '/sw.js', '/reminder-sw.js', '/manifest.webmanifest']) {
      expect(rules.get(path), path).toEqual({ 'Cache-Control': CACHE.fresh });
    }
  });

  it('_redirects: every other path is the app, with status 200', () => {
    expect(files._redirects).toBe('/*    /index.html    200\n');
  });

  it('the nginx and Caddy snippets carry the same headers, quoted', () => {
    for (const [name, value] of securityHeaders(POLICY)) {
      expect(files['security-headers.nginx.conf']).toContain(
        `add_header ${name} "${value}" always;`,
      );
      expect(files['security-headers.caddy']).toContain(`\t${name} "${value}"`);
    }
  });
});
