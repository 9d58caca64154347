import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Blobs } from '../core/blobs';

const hashOf = (bytes: ArrayBuffer): string => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');
const isHash = (name: string): boolean => /^[0-9a-f]{64}$/.test(name);

/**
 * Uploaded bytes as files under one folder (DATA_DIR/files), each named by the SHA-256 of its content in a
 * two-letter subfolder. Written to a temporary name and renamed, so a crash never leaves half a file under a
 * real name; the same content is stored once.
 */
export class FileBlobs implements Blobs {
  constructor(private readonly dir: string) {}

  private pathOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash);
  }

  async put(bytes: ArrayBuffer): Promise<string> {
    const hash = hashOf(bytes);
    const path = this.pathOf(hash);
    await mkdir(join(this.dir, hash.slice(0, 2)), { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, new Uint8Array(bytes), { flush: true });
    await rename(temporary, path);
    return hash;
  }

  async get(hash: string): Promise<ArrayBuffer | undefined> {
    if (!isHash(hash)) return undefined;
    try {
      const buffer = await readFile(this.pathOf(hash));
      return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    } catch {
      return undefined;
    }
  }

  async open(hash: string): Promise<ReadableStream<Uint8Array> | undefined> {
    if (!isHash(hash)) return undefined;
    const path = this.pathOf(hash);
    if (!(await stat(path).then((s) => s.isFile(), () => false))) return undefined;
    return Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
  }
}

/** Bytes in memory, named as FileBlobs names them (tests, an in-memory database). */
export class MemoryBlobs implements Blobs {
  private readonly files = new Map<string, ArrayBuffer>();

  async put(bytes: ArrayBuffer): Promise<string> {
    const hash = hashOf(bytes);
    this.files.set(hash, bytes.slice(0));
    return hash;
  }

  async get(hash: string): Promise<ArrayBuffer | undefined> {
    return this.files.get(hash)?.slice(0);
  }

  async open(hash: string): Promise<ReadableStream<Uint8Array> | undefined> {
    const bytes = this.files.get(hash);
    return bytes ? new Blob([bytes]).stream() : undefined;
  }
}
