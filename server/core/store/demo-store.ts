import type { DemoIdentity, UserSummary } from '../../../application/ports/session-api';
import type { OutboundRequests } from '../../../application/ports/outbound-requests';
import { silentNotifier, type Notifier } from '../demo-notices';
import type { DemoDb, DemoTx, OpenedUpload, WriteOptions } from './demo-db';
import { openUploadIn } from './upload-from-record';
import { parseBackup, toBackup, type DemoBackup } from './demo-backup';
import type { DemoTables, UserRow } from './demo-tables';
import { SeedGatedDemoDb } from './seed-gated-demo-db';
import { fileReferencingTx } from './file-referencing-tx';
import { dueTimeTx, withDueAt } from './instance-due-time';
import { withFileReferences } from '../file-references';
import { newRecordId } from './record-ids';

/** A fault a handler can be told to answer with (spec 8 rules, exercised in jest and in the browser). */
export type DemoFault = '400' | '400-en' | '500' | '500-null-user' | '502' | '503' | '40000' | 'timeout' | 'network' | 'malformed';
export const DEMO_FAULTS: readonly DemoFault[] = ['400', '400-en', '500', '500-null-user', '502', '503', '40000', 'timeout', 'network', 'malformed'];

/** Outbound calls before the mount gave a way out: every call fails as a network error would. */
const unavailableOutbound: OutboundRequests = { send: async () => { throw new Error('没有配置外部请求通道'); } };

export function toUserSummary(user: UserRow): UserSummary {
  const { id, name, employeeNumber, department, departmentId, identity } = user;
  return identity ? { id, name, employeeNumber, department, departmentId, identity } : { id, name, employeeNumber, department, departmentId };
}

/**
 * The demo backend's data: a DemoDb (one record per thing) plus the demo's switches. Handlers read in
 * `read` and change in `write`, one transaction per request, so two tabs never overwrite each other.
 * Faults are kept in memory only: a reload clears them.
 */
/**
 * Who one tab is signed in as (a user id), like a per-tab session: the browser keeps it in sessionStorage, so
 * two tabs of the demo can be two people while sharing one database. Unset: the database's shared identity.
 */
export interface TabSession {
  get(): string | undefined;
  set(userId: string | undefined): void;
  /**
   * One session per client (demo-server's cookie): 切换为申请人 / 切换为审批人 signs in this client only instead of
   * changing the database's identity that every client shares.
   */
  readonly perClient?: boolean;
}

export function memoryTabSession(): TabSession {
  let userId: string | undefined;
  return { get: () => userId, set: (id) => { userId = id; } };
}

/** What the store derives from the records it is given whole (seed, import, reset): file references, due times. */
function withDerivedRecords(tables: DemoTables): DemoTables {
  return withFileReferences({ ...tables, instances: tables.instances.map(withDueAt) });
}

/** Writes the seed into an empty database (a first visit); a database holding data is left as it is. */
async function seedIfEmpty(db: DemoDb, seed: () => DemoTables): Promise<void> {
  // Checked before writing, so opening a tab announces nothing to the others; checked again inside
  // the write, so two tabs opening an empty database at once seed it once.
  if (await db.read(async (tx) => (await tx.meta.get('identity')) !== undefined)) return;
  await db.write(async (tx) => {
    if (await tx.meta.get('identity')) return;
    const tables = withDerivedRecords(seed());
    for (const name of Object.keys(tables) as Array<keyof DemoTables>) await (tx[name] as DemoTx['meta']).putMany(tables[name] as never[]);
  });
}

export class DemoStore {
  private readonly faults = new Map<string, { fault: DemoFault; times: number }>();
  /** This tab's signed-in person (issue 17: the user menu switches to anyone of the organisation). */
  tabSession: TabSession = memoryTabSession();
  /** Where 触发器 requests go: set by whoever mounts the backend (a real HTTP request; tests give a fake). */
  outbound: OutboundRequests = unavailableOutbound;
  /** Hosts the administrator allows 触发器 to reach although they are inside addresses (OUTBOUND_ALLOW, issue 38). */
  outboundAllow: readonly string[] = [];
  /** Where committed changes are told (the browser demo's channel, the real server's push). */
  notifier: Notifier = silentNotifier;

  /**
   * @param seeded resolves once the first seeding is written (at once for a store opened with `open`).
   */
  private constructor(readonly db: DemoDb, private readonly seed: () => DemoTables, readonly seeded: Promise<void> = Promise.resolve()) {}

  /** Opens the database and seeds it when it holds nothing yet (a first visit; data is never replaced). */
  static async open(db: DemoDb, seed: () => DemoTables): Promise<DemoStore> {
    await seedIfEmpty(db, seed);
    return new DemoStore(db, seed);
  }

  /**
   * The store at once, its first seeding written behind it (the browser demo, issue 31: the seed is off the first
   * screen's critical path, written while the app's code downloads and the mock worker starts). Every read and
   * write waits for the seed (SeedGatedDemoDb), so nothing is answered from an empty database and nothing written
   * meanwhile is overwritten. The seed is one transaction, checked for inside it: a tab closed halfway leaves
   * nothing (the next visit seeds), two tabs opening at once seed once.
   */
  static openSeedingInBackground(db: DemoDb, seed: () => DemoTables): DemoStore {
    const seeded = seedIfEmpty(db, seed);
    // A failed seed fails every request (each awaits it); unobserved until then, it is not an unhandled rejection.
    seeded.catch(() => undefined);
    return new DemoStore(new SeedGatedDemoDb(db, seeded), seed, seeded);
  }

  read<T>(work: (tx: DemoTx) => Promise<T>): Promise<T> {
    return this.db.read(work);
  }

  /**
   * A change; every saved record's file references are recorded with it (issue 38, fileReferencingTx) and every
   * saved instance keeps its next due time (instance-due-time.ts).
   */
  write<T>(work: (tx: DemoTx) => Promise<T>, options?: WriteOptions): Promise<T> {
    return this.db.write((tx) => work(fileReferencingTx(dueTimeTx(tx))), options);
  }

  /** An upload's description and its bytes as a stream (a download never holds a large file whole in the server). */
  openUpload(id: string): Promise<OpenedUpload | undefined> {
    return openUploadIn(this.db, id);
  }

  /**
   * A new id with a readable prefix (`inst-mhz8k2p3000-4f7q`, record-ids.ts). It reads and writes no shared row:
   * the counter it once moved made every two concurrent writes conflict.
   */
  nextId(prefix: string): string {
    return newRecordId(prefix);
  }

  async identity(tx: DemoTx): Promise<DemoIdentity> {
    return (await tx.meta.get('identity'))?.value === 'approver' ? 'approver' : 'applicant';
  }

  /** Signs the demo in as `identity`: shared by every tab (like a session cookie), or for this client only. */
  async setIdentity(identity: DemoIdentity): Promise<UserSummary> {
    if (this.tabSession.perClient) {
      const user = await this.read((tx) => this.userOf(tx, identity));
      this.tabSession.set(user.id);
      return user;
    }
    this.tabSession.set(undefined);
    return this.write(async (tx) => {
      await tx.meta.put({ key: 'identity', value: identity });
      return this.userOf(tx, identity);
    });
  }

  /** The person the demo is signed in as: this tab's choice, else the database's identity. */
  async currentUser(tx: DemoTx): Promise<UserSummary> {
    const chosen = this.tabSession.get();
    const user = chosen === undefined ? undefined : await tx.users.get(chosen);
    return user ? toUserSummary(user) : this.userOf(tx, await this.identity(tx));
  }

  /** Signs this tab in as any person of the organisation; resolves undefined for an unknown id. */
  async signInAs(userId: string): Promise<UserSummary | undefined> {
    const user = await this.read((tx) => tx.users.get(userId));
    if (!user) return undefined;
    this.tabSession.set(userId);
    return toUserSummary(user);
  }

  async userOf(tx: DemoTx, identity: DemoIdentity): Promise<UserSummary> {
    const [user] = await tx.users.find({ index: 'identity', equals: [identity], limit: 1 });
    if (!user) throw new Error(`演示数据缺少身份 ${identity} 的用户`);
    return toUserSummary(user);
  }

  /** Back to the seed data (重置演示数据, and test isolation). */
  async reset(): Promise<void> {
    this.faults.clear();
    this.tabSession.set(undefined);
    await this.db.replaceAll(withDerivedRecords(this.seed()));
  }

  /** Replaces everything with `tables` (a large generated seed). */
  replaceAll(tables: DemoTables): Promise<void> {
    return this.db.replaceAll(withDerivedRecords(tables));
  }

  /** All demo data as one backup object (导出). */
  async exportAll(): Promise<DemoBackup> {
    return toBackup(await this.db.dump());
  }

  /** Replaces all data with a backup (导入); a bad file throws DemoBackupError and changes nothing. */
  async importAll(text: string): Promise<void> {
    const tables = parseBackup(text);
    await this.db.replaceAll(withDerivedRecords(tables));
  }

  /** Makes requests whose path ends with `path` fail with `fault` (`times` requests, default all). */
  setFault(path: string, fault: DemoFault, times = Number.POSITIVE_INFINITY): void {
    this.faults.set(path, { fault, times });
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** The fault to answer for this path, consuming one use. */
  takeFault(pathname: string): DemoFault | undefined {
    for (const [path, entry] of this.faults) {
      if (!pathname.endsWith(path)) continue;
      entry.times -= 1;
      if (entry.times <= 0) this.faults.delete(path);
      return entry.fault;
    }
    return undefined;
  }
}
