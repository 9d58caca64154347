import { readFile, rename, writeFile } from 'node:fs/promises';
import { parseBackup, toBackup } from '../../../server/core/store/demo-backup';
import { MemoryDemoDb } from '../../../server/stores/memory-demo-db';
import { withFileReferences } from '../../../server/core/file-references';

/**
 * The demo-server's database with `--data <file>`: in memory, saved to the file (a backup in the 导出 format)
 * after every write, so a restart finds what was done. The file is written aside and renamed over the old
 * one, so a crash mid-save leaves the previous file whole.
 */
export class JsonFileDemoDb extends MemoryDemoDb {
  private constructor(private readonly file: string) {
    super();
  }

  /** Opens `file`; a missing file starts empty (the store seeds it), a broken one stops the server. */
  static async open(file: string): Promise<JsonFileDemoDb> {
    const db = new JsonFileDemoDb(file);
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    // The file references are computed from the data (a file saved before them has none; issue 38).
    if (text !== undefined) await db.replaceAll(withFileReferences(parseBackup(text)));
    return db;
  }

  protected override async afterCommit(): Promise<void> {
    const aside = `${this.file}.saving`;
    await writeFile(aside, JSON.stringify(toBackup(await this.snapshot())));
    await rename(aside, this.file);
  }
}
