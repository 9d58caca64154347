import type { DemoDb, DemoTx, OpenedUpload, WriteOptions } from './demo-db';
import { openUploadIn } from './upload-from-record';
import type { DemoTables } from './demo-tables';

/**
 * A demo database whose every read and write waits for its first seeding (`seeded`): a request that comes in while
 * the seed is still being written is answered from the seeded data, after it, never from a half-empty database;
 * a write made meanwhile lands after the seed, so the seed never overwrites it (issue 31: the demo answers its
 * first requests while the seed is written in the background).
 */
export class SeedGatedDemoDb implements DemoDb {
  constructor(private readonly db: DemoDb, private readonly seeded: Promise<void>) {}

  async read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    await this.seeded;
    return this.db.read(work);
  }

  async write<T>(work: (tx: DemoTx) => Promise<T>, options?: WriteOptions): Promise<T> {
    await this.seeded;
    return this.db.write(work, options);
  }

  async openUpload(id: string): Promise<OpenedUpload | undefined> {
    await this.seeded;
    return openUploadIn(this.db, id);
  }

  async dump(): Promise<DemoTables> {
    await this.seeded;
    return this.db.dump();
  }

  async replaceAll(tables: DemoTables): Promise<void> {
    await this.seeded;
    return this.db.replaceAll(tables);
  }

  onExternalChange(listener: () => void): () => void {
    return this.db.onExternalChange(listener);
  }

  close(): void {
    this.db.close();
  }
}
