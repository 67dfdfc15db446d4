// A real WebDAV server for the sync tests (issues 25, 45), started by the tests themselves on
// loopback, of three kinds (`DavKind`): Debian's apache2 (mod_dav_fs) from e2e/webdav/apache.conf,
// nginx's own DAV (deploy/webdav-cors/nginx-dav.conf's location block), and `rclone serve webdav`;
// Apache and rclone behind nginx with deploy/webdav-cors/nginx.conf's location block (the lines
// users are given, cors.conf included). A small Node proxy answers what a healthy server cannot be
// made to answer on demand (a full disk, a slow line, an upload cut short), and a door in front of
// nginx can be shut (the server stopped) and opened again. Each start has its own folder under the
// system's temp folder, removed by stop().
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request, createServer, type Server } from 'node:http';
import {
  connect,
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const MODULES = '/usr/lib/apache2/modules';
/** nginx's PROPFIND and OPTIONS for its DAV module (Debian's libnginx-mod-http-dav-ext). */
const DAV_EXT = '/usr/lib/nginx/modules/ngx_http_dav_ext_module.so';
// apache2 and nginx live in /usr/sbin, which a user's PATH may leave out.
const SBIN = ['/usr/sbin', '/usr/local/sbin'];

/** The WebDAV servers the tests run against: the same cases against each. */
export const DAV_KINDS = ['apache', 'nginx-dav', 'rclone'] as const;
export type DavKind = (typeof DAV_KINDS)[number];

export interface Webdav {
  kind: DavKind;
  /** The server itself, `…/dav/`: no CORS headers, so a browser refuses its answers (`cors`). */
  direct: string;
  /** The server with the documented nginx lines (deploy/webdav-cors/), `…/dav/`. */
  withCors: string;
  /** Apache with deploy/webdav-cors/apache-cors.conf, the same folder, `…/dav-cors/` (Apache only). */
  apacheCors: string;
  /** `withCors` through a door that `shut()` closes (nothing listens) and `open()` opens again. */
  door: string;
  shut(): Promise<void>;
  open(): Promise<void>;
  /** Through the Node proxy: a PUT's body is cut after `CUT_BYTES` bytes, the connection dropped. */
  cut: string;
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

/** Where the cut endpoint drops an upload. */
export const CUT_BYTES = 32;
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
  const missing = ['apache2', 'nginx', 'rclone'].filter((name) => !which(name));
  if (!existsSync(join(MODULES, 'mod_dav_fs.so')) && !missing.includes('apache2')) {
    missing.push('apache2 (mod_dav_fs)');
  }
  if (!existsSync(DAV_EXT)) missing.push('libnginx-mod-http-dav-ext');
  if (missing.length === 0) return undefined;
  const why = `WebDAV tests skipped: ${missing.join(' and ')} not installed (apt-get install apache2 nginx libnginx-mod-http-dav-ext rclone, or run .ci/run)`;
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
 * Forwards to the server's nginx; `/full/…` answers 507 to every PUT, `/slow/…` waits SLOW_MS and
 * `/lag/…` LAG_MS before it forwards, `/cut/…` sends on a PUT's first CUT_BYTES bytes and then
 * drops both connections (an upload that died on the way). Like nginx, it answers preflights
 * itself (at once) and adds cors.conf's headers to every answer, so a page sees the 507 or the
 * wait, not a CORS refusal.
 */
function faultProxy(upstreamPort: number, origin: string): Server {
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
        { host: '127.0.0.1', port: upstreamPort, method: req.method, path, headers: req.headers },
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
      if (mode === 'cut' && req.method === 'PUT') {
        let sent = 0;
        req.on('data', (chunk: Buffer) => {
          if (sent >= CUT_BYTES) return;
          upstream.write(chunk.subarray(0, CUT_BYTES - sent));
          sent += chunk.length;
          if (sent >= CUT_BYTES) {
            // Let the bytes reach the server, then drop the line both ways.
            setTimeout(() => {
              upstream.destroy();
              res.destroy();
            }, 200);
          }
        });
        return;
      }
      req.pipe(upstream);
    };
    const wait = DELAYS[mode];
    if (wait) setTimeout(forward, wait);
    else forward();
  });
}

/**
 * A `location` block of a file in deploy/webdav-cors/, as users are given it, with this run's
 * origin, paths and ports in place of the examples.
 */
function documentedLocation(file: string, fill: Record<string, string>): string {
  const conf = readFileSync(join(REPO, 'deploy/webdav-cors', file), 'utf8');
  const start = conf.search(/^ {4}location /m);
  if (start < 0) throw new Error(`${file}: no location block`);
  let depth = 0;
  let end = start;
  for (; end < conf.length; end += 1) {
    if (conf[end] === '{') depth += 1;
    if (conf[end] === '}' && --depth === 0) break;
  }
  let block = conf.slice(start, end + 1);
  for (const [from, to] of Object.entries(fill)) block = block.split(from).join(to);
  return block;
}

/** A TCP door in front of a port: shut, nothing listens (as a stopped server); open, it forwards. */
function tcpDoor(port: number, target: number) {
  let server: NetServer | undefined;
  const sockets = new Set<Socket>();
  return {
    async open() {
      if (server) return;
      const next = createNetServer((socket) => {
        const upstream = connect(target, '127.0.0.1');
        for (const s of [socket, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        socket.pipe(upstream).pipe(socket);
      });
      await new Promise<void>((done) => next.listen(port, '127.0.0.1', done));
      server = next;
    },
    async shut() {
      const was = server;
      if (!was) return;
      server = undefined;
      for (const s of sockets) s.destroy();
      await new Promise((done) => was.close(done));
    },
  };
}

/**
 * Starts a WebDAV server of `kind` (Apache unless given), nginx in front of it, the fault proxy
 * and the door on free loopback ports. `origin` is the page origin the CORS lines allow (a
 * Playwright run's baseURL).
 */
export async function startWebdav(
  options: { origin?: string; kind?: DavKind } = {},
): Promise<Webdav> {
  const missing = webdavMissing();
  if (missing) throw new Error(missing);
  const kind = options.kind ?? 'apache';
  const origin = options.origin ?? 'http://127.0.0.1:4480';
  const user = 'anna';
  const password = 'pässwörd ✓';
  const work = join(tmpdir(), `tickday-webdav-${process.pid}-${Date.now().toString(36)}`);
  const root = join(work, 'www', 'dav');
  for (const dir of ['run', 'lock', 'nginx', 'www', 'uploads'])
    mkdirSync(join(work, dir), { recursive: true });
  mkdirSync(join(root, 'read-only'), { recursive: true });
  // Apache's and nginx's {SHA} scheme: base64 of the SHA-1 of the password's UTF-8 bytes.
  const sha = createHash('sha1').update(password, 'utf8').digest('base64');
  writeFileSync(join(work, 'htpasswd'), `${user}:{SHA}${sha}\n`);

  const owner = runAs();
  if (owner) {
    chmodSync(work, 0o755);
    for (const dir of [root, join(root, 'read-only'), join(work, 'lock')]) {
      chownSync(dir, owner.uid, owner.gid);
    }
  }

  const [backendPort, nginxPort, barePort, proxyPort, doorPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const nginxDir = join(work, 'nginx');
  const cors = join(REPO, 'deploy/webdav-cors/cors.conf');
  const fill = {
    'set $tickday_origin "https://tickday.app";': `set $tickday_origin "${origin}";`,
    '/etc/nginx/snippets/tickday-cors.conf': cors,
    'http://127.0.0.1:8080': `http://127.0.0.1:${backendPort}`,
    '/srv/webdav/.uploads': join(work, 'uploads'),
    '/srv/webdav': join(work, 'www'),
    '/etc/nginx/webdav.htpasswd': join(work, 'htpasswd'),
  };
  const front =
    kind === 'nginx-dav'
      ? documentedLocation('nginx-dav.conf', fill)
      : documentedLocation('nginx.conf', fill);
  // nginx's DAV without the CORS lines: what a stock server answers.
  const bare = documentedLocation('nginx-dav.conf', {
    ...fill,
    [`include ${cors};`]: '',
  });
  const temp = (name: string) => `${name}_temp_path ${join(nginxDir, name)};`;
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    [
      ...(kind === 'nginx-dav' ? [`load_module ${DAV_EXT};`] : []),
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
      front,
      '  }',
      ...(kind === 'nginx-dav'
        ? ['  server {', `    listen 127.0.0.1:${barePort};`, bare, '  }']
        : []),
      '}',
      '',
    ].join('\n'),
  );

  let backend: { child: ChildProcess; log: () => string } | undefined;
  let backendLog = () => '';
  if (kind === 'apache') {
    const apacheFill: Record<string, string> = {
      '@WORK@': work,
      '@PORT@': String(backendPort),
      '@MODULES@': MODULES,
      '@USER@': owner?.user ?? 'nobody',
      '@GROUP@': owner?.group ?? 'nogroup',
      '@ORIGIN@': origin,
      '@REPO@': REPO,
    };
    const apacheConf = readFileSync(join(REPO, 'e2e/webdav/apache.conf'), 'utf8').replace(
      /@[A-Z]+@/g,
      (name) => apacheFill[name] ?? name,
    );
    writeFileSync(join(work, 'apache.conf'), apacheConf);
    const apache = run('apache2', ['-f', join(work, 'apache.conf'), '-DFOREGROUND']);
    backend = apache;
    backendLog = () => {
      const file = join(work, 'error.log');
      return apache.log() + (existsSync(file) ? readFileSync(file, 'utf8') : '');
    };
  } else if (kind === 'rclone') {
    // As a user runs it (deploy/webdav-cors/README.md): the folder, a user and password, loopback.
    backend = run('rclone', [
      'serve',
      'webdav',
      join(work, 'www'),
      '--addr',
      `127.0.0.1:${backendPort}`,
      '--user',
      user,
      '--pass',
      password,
      '--config',
      join(work, 'rclone.conf'),
    ]);
    backendLog = backend.log;
  }
  const nginx = run('nginx', ['-e', 'stderr', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
  const proxy = faultProxy(nginxPort, origin);
  await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
  const door = tcpDoor(doorPort, nginxPort);
  await door.open();
  const stop = async () => {
    await Promise.all([
      ...(backend ? [kill(backend.child)] : []),
      kill(nginx.child),
      new Promise((done) => proxy.close(done)),
      door.shut(),
    ]);
    await rm(work, { recursive: true, force: true });
  };
  try {
    if (backend) await answering(backendPort, backend.child, backendLog);
    await answering(nginxPort, nginx.child, nginx.log);
  } catch (error) {
    await stop();
    throw error;
  }

  const direct =
    kind === 'nginx-dav'
      ? `http://127.0.0.1:${barePort}/dav/`
      : `http://127.0.0.1:${backendPort}/dav/`;
  const authorization = `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
  return {
    kind,
    direct,
    withCors: `http://127.0.0.1:${nginxPort}/dav/`,
    apacheCors: `http://127.0.0.1:${backendPort}/dav-cors/`,
    door: `http://127.0.0.1:${doorPort}/dav/`,
    shut: door.shut,
    open: door.open,
    cut: `http://127.0.0.1:${proxyPort}/cut/dav/`,
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
