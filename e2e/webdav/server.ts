// A real WebDAV server for the sync tests (issue 25), started by the tests themselves on loopback:
// Debian's apache2 (mod_dav_fs, a password) from e2e/webdav/apache.conf, nginx in front of it with
// deploy/webdav-cors/cors.conf (the CORS lines users are given), and a small Node proxy that
// answers what a healthy server cannot be made to answer on demand (a full disk, a slow line).
// Each start has its own folder under the system's temp folder, removed by stop().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request, createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const MODULES = '/usr/lib/apache2/modules';
// apache2 and nginx live in /usr/sbin, which a user's PATH may leave out.
const SBIN = ['/usr/sbin', '/usr/local/sbin'];

export interface Webdav {
  /** Apache itself, `…/dav/`: no CORS headers, so a browser refuses its answers (`cors`). */
  direct: string;
  /** nginx with deploy/webdav-cors/cors.conf in front of Apache, `…/dav/`. */
  withCors: string;
  /** Apache with deploy/webdav-cors/apache-cors.conf, the same folder, `…/dav-cors/`. */
  apacheCors: string;
  /** Through the Node proxy (with cors.conf's headers): every PUT is answered 507. */
  full: string;
  /** Through the Node proxy (with cors.conf's headers): every answer but a preflight waits `SLOW_MS`. */
  slow: string;
  /**
   * Through the Node proxy: every answer but a preflight waits `LAG_MS`, within a request's time
   * but long enough for a test to act between two requests of one sync.
   */
  lagging: string;
  /** The page origin the CORS lines allow. */
  origin: string;
  user: string;
  /** Not ASCII, so a client must send it as UTF-8. */
  password: string;
  /** The folder on disk that `…/dav/` serves. */
  root: string;
  /** Makes a folder under `…/dav/` (MKCOL) and returns its path relative to it, with the slash. */
  makeFolder(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** How long the slow endpoint waits before it answers. */
export const SLOW_MS = 2000;
/** How long the lagging endpoint waits before it answers. */
export const LAG_MS = 800;
/** The fault proxy's endpoints that wait before they forward, and how long. */
const DELAYS: Record<string, number> = { slow: SLOW_MS, lag: LAG_MS };

function which(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), ...SBIN].filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

/**
 * Why the WebDAV tests cannot run here (apache2 or nginx missing), or undefined when they can.
 * Under CI (CI=true) a missing server throws instead: there the tests must run (.ci/run installs
 * them).
 */
export function webdavMissing(): string | undefined {
  const missing = ['apache2', 'nginx'].filter((name) => !which(name));
  if (!existsSync(join(MODULES, 'mod_dav_fs.so')) && !missing.includes('apache2')) {
    missing.push('apache2 (mod_dav_fs)');
  }
  if (missing.length === 0) return undefined;
  const why = `WebDAV tests skipped: ${missing.join(' and ')} not installed (apt-get install apache2 nginx, or run .ci/run)`;
  if (process.env.CI) throw new Error(why.replace('skipped', 'cannot run under CI'));
  return why;
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Resolves once something answers HTTP on the port, whatever the status. */
async function answering(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`exited (${child.exitCode}):\n${log()}`);
    const up = await new Promise<boolean>((done) => {
      const req = request({ host: '127.0.0.1', port, method: 'OPTIONS', path: '/' }, (res) => {
        res.resume();
        done(true);
      });
      req.on('error', () => done(false));
      req.end();
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered on port ${port}:\n${log()}`);
}

function run(command: string, args: string[]): { child: ChildProcess; log: () => string } {
  let output = '';
  const child = spawn(which(command)!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, log: () => output };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** As root, Apache's children drop to www-data (or nobody), who must own what they write. */
function runAs(): { user: string; group: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const [user, group] of [
    ['www-data', 'www-data'],
    ['nobody', 'nogroup'],
  ] as const) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }));
      return { user, group, uid, gid };
    } catch {
      // no such user here
    }
  }
  throw new Error('running as root, but there is neither www-data nor nobody for Apache');
}

/**
 * The CORS headers nginx adds in front of Apache: the `add_header` lines of
 * deploy/webdav-cors/cors.conf (the ones users are given), with the app's origin filled in.
 */
function corsHeaders(origin: string): Record<string, string> {
  const conf = readFileSync(join(REPO, 'deploy/webdav-cors/cors.conf'), 'utf8');
  const headers: Record<string, string> = {};
  for (const [, name, quoted, bare] of conf.matchAll(
    /^add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;$/gm,
  )) {
    headers[name!] = (quoted ?? bare!).replace('$tickday_origin', origin);
  }
  if (!headers['Access-Control-Allow-Origin']) throw new Error('cors.conf: no add_header lines');
  return headers;
}

/**
 * Forwards to Apache; `/full/…` answers 507 to every PUT, `/slow/…` waits SLOW_MS and `/lag/…`
 * LAG_MS before it forwards. Like the nginx endpoint, it answers preflights itself (at once, as
 * nginx does) and adds cors.conf's headers to every answer, so a page sees the 507 or the wait,
 * not a CORS refusal.
 */
function faultProxy(apachePort: number, origin: string): Server {
  const cors = corsHeaders(origin);
  const lower = new Set(Object.keys(cors).map((name) => name.toLowerCase()));
  return createServer((req, res) => {
    const [, mode = '', ...rest] = (req.url ?? '/').split('/');
    const path = `/${rest.join('/')}`;
    if (req.method === 'OPTIONS') {
      req.resume();
      req.on('end', () => res.writeHead(204, cors).end());
      return;
    }
    if (mode === 'full' && req.method === 'PUT') {
      req.resume();
      req.on('end', () =>
        res.writeHead(507, { ...cors, 'Content-Type': 'text/plain' }).end('full'),
      );
      return;
    }
    const forward = () => {
      const upstream = request(
        { host: '127.0.0.1', port: apachePort, method: req.method, path, headers: req.headers },
        (answer) => {
          // The server's own CORS headers, if any, would make two of each (cors.conf hides them).
          const headers = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !lower.has(name.toLowerCase())),
          );
          res.writeHead(answer.statusCode ?? 502, { ...headers, ...cors });
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    const wait = DELAYS[mode];
    if (wait) setTimeout(forward, wait);
    else forward();
  });
}

/**
 * Starts Apache, nginx and the fault proxy on free loopback ports. `origin` is the page origin
 * the CORS lines allow (a Playwright run's baseURL).
 */
export async function startWebdav(options: { origin?: string } = {}): Promise<Webdav> {
  const missing = webdavMissing();
  if (missing) throw new Error(missing);
  const origin = options.origin ?? 'http://127.0.0.1:4480';
  const user = 'anna';
  const password = 'pässwörd ✓';
  const work = join(tmpdir(), `tickday-webdav-${process.pid}-${Date.now().toString(36)}`);
  const root = join(work, 'www', 'dav');
  for (const dir of ['run', 'lock', 'nginx', 'www'])
    mkdirSync(join(work, dir), { recursive: true });
  mkdirSync(join(root, 'read-only'), { recursive: true });
  // Apache's {SHA} scheme: base64 of the SHA-1 of the password's UTF-8 bytes.
  const sha = createHash('sha1').update(password, 'utf8').digest('base64');
  writeFileSync(join(work, 'htpasswd'), `${user}:{SHA}${sha}\n`);

  const owner = runAs();
  if (owner) {
    chmodSync(work, 0o755);
    for (const dir of [root, join(root, 'read-only'), join(work, 'lock')]) {
      chownSync(dir, owner.uid, owner.gid);
    }
  }

  const [apachePort, nginxPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const fill: Record<string, string> = {
    '@WORK@': work,
    '@PORT@': String(apachePort),
    '@MODULES@': MODULES,
    '@USER@': owner?.user ?? 'nobody',
    '@GROUP@': owner?.group ?? 'nogroup',
    '@ORIGIN@': origin,
    '@REPO@': REPO,
  };
  const apacheConf = readFileSync(join(REPO, 'e2e/webdav/apache.conf'), 'utf8').replace(
    /@[A-Z]+@/g,
    (name) => fill[name] ?? name,
  );
  writeFileSync(join(work, 'apache.conf'), apacheConf);
  const nginxDir = join(work, 'nginx');
  const temp = (name: string) => `${name}_temp_path ${join(nginxDir, name)};`;
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(nginxDir, 'nginx.pid')};`,
      'error_log stderr warn;',
      // As root, workers would run as "nobody", who may not read a checkout under /root.
      ...(owner ? ['user root;'] : []),
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      '  server {',
      `    listen 127.0.0.1:${nginxPort};`,
      '    client_max_body_size 20m;',
      '    location / {',
      `      set $tickday_origin "${origin}";`,
      `      include ${join(REPO, 'deploy/webdav-cors/cors.conf')};`,
      `      proxy_pass http://127.0.0.1:${apachePort};`,
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );

  const apache = run('apache2', ['-f', join(work, 'apache.conf'), '-DFOREGROUND']);
  const apacheLog = () => {
    const file = join(work, 'error.log');
    return apache.log() + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const nginx = run('nginx', ['-e', 'stderr', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
  const proxy = faultProxy(apachePort, origin);
  await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
  const stop = async () => {
    await Promise.all([
      kill(apache.child),
      kill(nginx.child),
      new Promise((done) => proxy.close(done)),
    ]);
    await rm(work, { recursive: true, force: true });
  };
  try {
    await answering(apachePort, apache.child, apacheLog);
    await answering(nginxPort, nginx.child, nginx.log);
  } catch (error) {
    await stop();
    throw error;
  }

  const direct = `http://127.0.0.1:${apachePort}/dav/`;
  const authorization = `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
  return {
    direct,
    withCors: `http://127.0.0.1:${nginxPort}/dav/`,
    apacheCors: `http://127.0.0.1:${apachePort}/dav-cors/`,
    full: `http://127.0.0.1:${proxyPort}/full/dav/`,
    slow: `http://127.0.0.1:${proxyPort}/slow/dav/`,
    lagging: `http://127.0.0.1:${proxyPort}/lag/dav/`,
    origin,
    user,
    password,
    root,
    async makeFolder(name) {
      const path = `${name.split('/').map(encodeURIComponent).join('/')}/`;
      const res = await fetch(direct + path, {
        method: 'MKCOL',
        headers: { Authorization: authorization },
      });
      if (res.status !== 201) throw new Error(`MKCOL ${name}: ${res.status}`);
      return path;
    },
    stop,
  };
}
