/**
 * `npm run example:browser`: builds the example game (`examples/browser-game/`) straight from the
 * library's sources (esbuild, well under a second: no library build first) and serves it on
 * 127.0.0.1, printing the URL. `--port N` (or `PORT`) picks the port; the default is 4173, or any
 * free port when that one is taken. Ctrl+C stops it.
 *
 * The server is a few lines of `node:http` over the built folder (module scripts and workers do not
 * load from `file://`). The browser test imports {@link serveStatic} to serve the same files on an
 * ephemeral port.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** A running static server. */
export interface StaticServer {
  /** Its address, e.g. `http://127.0.0.1:4173/`. */
  readonly url: string;
  /** Stops accepting requests, drops open connections, and resolves when the server has closed. */
  close(): Promise<void>;
}

/** Serves the files under `root` on `host`:`port` (0: any free port). GET and HEAD only. */
export async function serveStatic(
  root: string,
  port: number,
  host: string = '127.0.0.1',
): Promise<StaticServer> {
  const base = resolve(root);
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
      if (file !== base && !file.startsWith(base + sep)) {
        response.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
          'content-length': body.length,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      }
    })();
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => {
          resolveClose();
        });
        server.closeAllConnections();
      }),
  };
}

function requestedPort(): number | undefined {
  const flag = process.argv.indexOf('--port');
  const text = flag >= 0 ? process.argv[flag + 1] : process.env.PORT;
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RangeError(`not a port: ${text}`);
  return port;
}

async function main(): Promise<void> {
  const { buildExample } = await import('../examples/browser-game/build.js');
  const started = performance.now();
  const root = await buildExample({ library: 'source' });
  const built = Math.round(performance.now() - started);
  const asked = requestedPort();
  let server: StaticServer;
  try {
    server = await serveStatic(root, asked ?? 4173);
  } catch (error) {
    if (asked !== undefined || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    server = await serveStatic(root, 0);
  }
  console.log(`Sudoku example: ${server.url}  (built in ${built} ms; Ctrl+C stops)`);
  process.once('SIGINT', () => {
    void server.close().then(() => process.exit(0));
  });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
