// Serves dist/ with a real production server and the repo's own config (deploy/), on a loopback
// port, for the end-to-end tests (docs/product.md §15):
//   node scripts/deploy-server.mjs <nginx|caddy> <port> [url to wait for before starting]
// The config is deploy/nginx.conf or deploy/Caddyfile with only its paths and port changed. The
// optional URL is the preview server's: once it answers, the build that writes dist/ is done.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const [, , kind, port, waitFor] = process.argv;
if (!['nginx', 'caddy'].includes(kind) || !port) {
  console.error('usage: deploy-server.mjs <nginx|caddy> <port> [url]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
// nginx lives in /usr/sbin, which a user's PATH may leave out.
process.env.PATH = `${process.env.PATH}:/usr/sbin:/usr/local/sbin`;
const dist = join(root, 'dist');
const work = mkdtempSync(join(tmpdir(), `tickday-${kind}-`));

async function waitUntilUp(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered`);
}

/** deploy/<file> with dist/'s real path and the test port. */
function configFrom(file, replacements) {
  let text = readFileSync(join(root, 'deploy', file), 'utf8').replaceAll('/srv/tickday/dist', dist);
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/${file} no longer has "${from}"`);
    text = text.replace(from, to);
  }
  return text;
}

function nginxCommand() {
  const server = configFrom('nginx.conf', [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['listen [::]:80;', ''],
  ]);
  writeFileSync(join(work, 'tickday.conf'), server);
  // The types list that comes with nginx, wherever this build keeps its configuration.
  const confPath = /--conf-path=(\S+)/.exec(
    execFileSync('nginx', ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) || '',
  )?.[1];
  const mimeTypes = [
    confPath && join(dirname(confPath), 'mime.types'),
    '/etc/nginx/mime.types',
  ].find((p) => p && existsSync(p));
  const temp = (name) => `${name}_temp_path ${join(work, name)};`;
  const main = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(work, 'nginx.pid')};`,
    'error_log stderr warn;',
    // As root, workers would run as "nobody", who may not read a checkout under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'events { worker_connections 256; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(work, 'tickday.conf')};`,
    '}',
    '',
  ].join('\n');
  writeFileSync(join(work, 'nginx.conf'), main);
  // -e: the log for start-up errors too (its default path may not be writable).
  return ['nginx', ['-e', 'stderr', '-p', work, '-c', join(work, 'nginx.conf')], {}];
}

function caddyCommand() {
  const site = configFrom('Caddyfile', [[':80 {', `http://127.0.0.1:${port} {`]]);
  // No admin endpoint or certificates in a test.
  writeFileSync(
    join(work, 'Caddyfile'),
    `{\n\tadmin off\n\tauto_https off\n\tlog {\n\t\tlevel ERROR\n\t}\n}\n\n${site}`,
  );
  return [
    'caddy',
    ['run', '--config', join(work, 'Caddyfile'), '--adapter', 'caddyfile'],
    { XDG_DATA_HOME: work, XDG_CONFIG_HOME: work, HOME: work },
  ];
}

if (waitFor) await waitUntilUp(waitFor);
if (!existsSync(join(dist, `security-headers.${kind === 'nginx' ? 'nginx.conf' : 'caddy'}`))) {
  console.error('dist/ has no security headers: run `npm run build` first');
  process.exit(1);
}
const [command, args, env] = kind === 'nginx' ? nginxCommand() : caddyCommand();
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
