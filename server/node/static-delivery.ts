import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * How demo-server delivers a built app's files (issue 31): what a phone on 4G needs from a real server.
 * - Hashed files (`js/app.1a2b3c4d.js`: the name changes with the content) are cached for a year and never
 *   revalidated (`immutable`): a repeat visit asks nothing for them.
 * - Everything that names the current build (index.html and the history fallback, the service workers,
 *   config.json, chunk-groups.json) is `no-cache`: always revalidated (ETag → 304), so a deploy is seen at once.
 * - Text (JS, CSS, HTML, JSON, SVG) is compressed: brotli when the client accepts it, else gzip, with
 *   `Vary: Accept-Encoding`. Each file is compressed once per version and kept in memory (brotli fast at first,
 *   then at its best quality made in the background).
 * README "Serving the live build" lists the same headers for nginx.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
/** Unhashed assets that do not name the build (the PDF font's files): a day, then revalidated. */
export const DAY_CACHE = 'public, max-age=86400';

/** `name.[contenthash:8].ext`, as webpack.config.ts names every production chunk. */
const HASHED_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const REVALIDATED_FILES = new Set(['index.html', 'config.json', 'chunk-groups.json', 'app-sw.js', 'mockServiceWorker.js']);
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
/** Below this a compressed body saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export function cacheControlOf(file: string): string {
  const name = basename(file);
  if (REVALIDATED_FILES.has(name) || extname(name) === '.html') return REVALIDATE_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE_CACHE : DAY_CACHE;
}

/** The best encoding the client accepts (`Accept-Encoding`, q-values honoured): brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

interface Version {
  mtimeMs: number;
  size: number;
  etag: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface Delivery {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Serves files with the headers above; one per server, it remembers each file's compressed bodies. */
export class StaticDelivery {
  private readonly versions = new Map<string, Version>();
  /** Best-quality brotli runs in the background, one file after another (two shared cores). */
  private upgrades: Promise<unknown> = Promise.resolve();

  async deliver(file: string, contentType: string, request: { acceptEncoding?: string; ifNoneMatch?: string }): Promise<Delivery | undefined> {
    const version = await this.versionOf(file);
    if (!version) return undefined;
    const compressible = COMPRESSIBLE.has(extname(file)) && version.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? encodingFor(request.acceptEncoding) : 'identity';
    // The ETag names the encoding: a cache must not answer a gzip client with brotli bytes. Weak for brotli, whose
    // bytes improve once the best quality is made (the same content either way).
    const etag = encoding === 'identity' ? version.etag : `${encoding === 'br' ? 'W/' : ''}${version.etag.slice(0, -1)}-${encoding}"`;
    const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': cacheControlOf(file), ETag: etag };
    if (compressible) headers['Vary'] = 'Accept-Encoding';
    if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers, body: Buffer.alloc(0) };
    const body = await this.bodyOf(file, version, encoding);
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    return { status: 200, headers, body };
  }

  private async versionOf(file: string): Promise<Version | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const known = this.versions.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const raw = readFile(file);
    const etag = `"${createHash('sha1').update(await raw).digest('base64url').slice(0, 16)}"`;
    const version: Version = { mtimeMs: info.mtimeMs, size: info.size, etag, bodies: { identity: raw } };
    this.versions.set(file, version);
    return version;
  }

  private bodyOf(file: string, version: Version, encoding: Encoding): Promise<Buffer> {
    const known = version.bodies[encoding];
    if (known) return known;
    const raw = version.bodies.identity as Promise<Buffer>;
    const body = raw.then((bytes) => (encoding === 'br' ? brotliAt(bytes, FAST_BROTLI) : gzipped(bytes, { level: 9 })));
    version.bodies[encoding] = body;
    // Brotli's best quality takes seconds for the vendor chunk: the first client gets a fast brotli (still smaller
    // than gzip), and the best one replaces it once the queue has made it, one file at a time.
    if (encoding === 'br') this.upgrades = this.upgrades.then(() => raw).then((bytes) => brotliAt(bytes, BEST_BROTLI)).then(
      (best) => { if (this.versions.get(file) === version) version.bodies.br = Promise.resolve(best); },
      () => undefined,
    );
    return body;
  }
}

const FAST_BROTLI = 5;
const BEST_BROTLI = 11;

function brotliAt(bytes: Buffer, quality: number): Promise<Buffer> {
  return brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}
