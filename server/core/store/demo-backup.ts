import { INSTANCE_STATUS_VALUES, parseFlow, parseInstanceState } from '../../../domain/flow';
import { parseForm } from '../../../domain/model/form-json';
import { DEMO_DB_VERSION, TABLES_SINCE, TABLE_NAMES, emptyTables, tableLayout, type DemoTables, type TableName, type UploadRow } from './demo-tables';

/** The `format` of a backup file (导出 / 导入 of all demo data). */
export const DEMO_BACKUP_FORMAT = 'approval-demo-data';

/** A backup as written to the JSON file: every table, file bytes as base64. */
export interface DemoBackup {
  format: typeof DEMO_BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  tables: Record<string, unknown[]>;
}

export const DemoBackupMessages = {
  notJson: '导入失败：文件不完整或不是有效的 JSON',
  notBackup: '导入失败：这不是审批流演示数据的备份文件',
  newerVersion: (v: number) => `导入失败：备份来自更新的版本（第 ${v} 版），请先升级本应用`,
  unknownVersion: (v: unknown) => `导入失败：无法识别备份的版本（${String(v)}）`,
  missingTable: (t: string) => `导入失败：备份缺少数据表 ${t}`,
  badRecord: (t: string, i: number, field: string) => `导入失败：${t} 第 ${i + 1} 条记录的 ${field} 缺失或格式不对`,
  /** A record the app's own reader refuses (a form, a flow, an instance's flow state): its path and why. */
  badContent: (t: string, i: number, path: string, message: string) => `导入失败：${t} 第 ${i + 1} 条记录的 ${path} 不对：${message}`,
  duplicate: (t: string, key: string) => `导入失败：${t} 中有重复的记录 ${key}`,
  danglingInstance: (t: string, i: number, id: string) => `导入失败：${t} 第 ${i + 1} 条记录指向不存在的申请 ${id}`,
  missingIdentity: (identity: string) => `导入失败：备份中没有演示身份 ${identity} 的用户`,
} as const;

/** A backup that cannot be imported; the message says why (Chinese, shown to the user). */
export class DemoBackupError extends Error {}

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000) text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(text: string): ArrayBuffer {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes.buffer;
}

/**
 * Tables a backup does not carry: derived from the others and computed again on import (fileRefs: which records
 * name which uploads, issue 38), so a file cannot grant itself access to someone else's upload.
 */
const DERIVED_TABLES: ReadonlySet<TableName> = new Set<TableName>(['fileRefs']);

/** Every table as one JSON-ready object. */
export function toBackup(tables: DemoTables, exportedAt = new Date().toISOString()): DemoBackup {
  const out: Record<string, unknown[]> = {};
  for (const name of TABLE_NAMES) {
    if (DERIVED_TABLES.has(name)) continue;
    out[name] = name === 'uploads'
      ? tables.uploads.map(({ bytes, ...meta }) => ({ ...meta, bytesBase64: toBase64(bytes) }))
      : tables[name];
  }
  return { format: DEMO_BACKUP_FORMAT, version: DEMO_DB_VERSION, exportedAt, tables: out };
}

type FieldKind = 'string' | 'number' | 'array' | 'object';
const isKind = (value: unknown, kind: FieldKind) =>
  kind === 'array' ? Array.isArray(value) : kind === 'object' ? typeof value === 'object' && value !== null && !Array.isArray(value) : typeof value === kind;

/** The fields the handlers rely on, per table (the rest is checked by the primary key alone). */
const REQUIRED_FIELDS: Partial<Record<TableName, Record<string, FieldKind>>> = {
  users: { name: 'string', employeeNumber: 'string', departmentId: 'string' },
  models: { name: 'string', formId: 'string', status: 'string' },
  designs: { form: 'object', flow: 'object', settings: 'object' },
  forms: { name: 'string', controls: 'array' },
  instances: { modelId: 'string', modelName: 'string', title: 'string', status: 'string', applicant: 'object', applicantId: 'string', createdAt: 'string', updatedAt: 'string', values: 'object', history: 'array', designVersion: 'number' },
  tasks: { instanceId: 'string', nodeId: 'string', userId: 'string', status: 'string', createdAt: 'string' },
  ccs: { instanceId: 'string', userId: 'string', createdAt: 'string' },
  uploads: { name: 'string', type: 'string', size: 'number', bytesBase64: 'string' },
};

const ALLOWED_VALUES: Partial<Record<TableName, Record<string, readonly string[]>>> = {
  // Every status the engine gives an instance (撤回 included: a backup taken after one restores).
  instances: { status: INSTANCE_STATUS_VALUES },
  // waiting: a task behind a 前加签 (issue 17).
  tasks: { status: ['open', 'waiting', 'done'] },
};

type ReadResult = { ok: true } | { ok: false; errors: ReadonlyArray<{ path: string; message: string }> };
/** A part of a record read by the app's own parser, under the field that holds it. */
const part = (field: string, read: (value: unknown) => ReadResult) => ({ field, read });
const asForm = (value: unknown): ReadResult => parseForm(value);
const asFlow = (value: unknown): ReadResult => parseFlow(value);

/**
 * The parts of a record the app reads with its parsers (issue 33): a backup that passes the shape checks
 * but holds a form that is not a form or a flow state of "garbage" would break every list after the import.
 * An optional part (a migrated instance's own form, a flow state) is read when present.
 */
const RECORD_PARTS: Partial<Record<TableName, ReadonlyArray<{ field: string; read: (value: unknown) => ReadResult; optional?: true }>>> = {
  designs: [part('form', asForm), part('flow', asFlow)],
  forms: [part('', asForm)],
  instances: [{ ...part('form', asForm), optional: true }, { ...part('flowState', parseInstanceState), optional: true }],
};

/** The demo's own settings (meta): only these keys, each with its kind of value; the id counter is required. */
const META_VALUES: Record<string, (value: unknown) => boolean> = {
  identity: (value) => value === 'applicant' || value === 'approver',
  counter: (value) => Number.isSafeInteger(value) && (value as number) >= 0,
  cellphone: (value) => typeof value === 'string',
};

function checkMeta(rows: ReadonlyArray<Record<string, unknown>>): void {
  rows.forEach((row, i) => {
    const valid = typeof row.key === 'string' && Object.hasOwn(META_VALUES, row.key) ? META_VALUES[row.key] : undefined;
    if (!valid) throw new DemoBackupError(DemoBackupMessages.badRecord('meta', i, 'key'));
    if (!valid(row.value)) throw new DemoBackupError(DemoBackupMessages.badRecord('meta', i, 'value'));
  });
  // `counter` (the old id counter) may be absent: ids are no longer counted (record-ids.ts).
}

function checkParts(name: TableName, index: number, record: Record<string, unknown>): void {
  for (const { field, read, optional } of RECORD_PARTS[name] ?? []) {
    const value = field === '' ? record : record[field];
    if (value === undefined && optional) continue;
    const result = read(value);
    if (result.ok) continue;
    const [first] = result.errors;
    const inner = first?.path ?? '';
    const path = (field !== '' && inner.startsWith(field) ? inner : [field, inner].filter((x) => x !== '').join('.')) || '内容';
    throw new DemoBackupError(DemoBackupMessages.badContent(name, index, path, first?.message ?? ''));
  }
}

function checkTable(name: TableName, rows: unknown[]): void {
  const { primaryKey, primaryName } = tableLayout(name);
  const keys = new Set<string>();
  rows.forEach((row, i) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new DemoBackupError(DemoBackupMessages.badRecord(name, i, '内容'));
    const record = row as Record<string, unknown>;
    const key = (Array.isArray(primaryKey) ? primaryKey : [primaryKey]).map((p) => record[p]);
    if (!key.every((k) => typeof k === 'string' || (typeof k === 'number' && Number.isFinite(k)))) {
      throw new DemoBackupError(DemoBackupMessages.badRecord(name, i, primaryName));
    }
    const id = JSON.stringify(key);
    if (keys.has(id)) throw new DemoBackupError(DemoBackupMessages.duplicate(name, key.join('/')));
    keys.add(id);
    for (const [field, kind] of Object.entries(REQUIRED_FIELDS[name] ?? {})) {
      if (!isKind(record[field], kind)) throw new DemoBackupError(DemoBackupMessages.badRecord(name, i, field));
    }
    for (const [field, allowed] of Object.entries(ALLOWED_VALUES[name] ?? {})) {
      if (!allowed.includes(record[field] as string)) throw new DemoBackupError(DemoBackupMessages.badRecord(name, i, field));
    }
    checkParts(name, i, record);
  });
}

/**
 * Reads a backup file. Throws DemoBackupError (a Chinese message) for anything the demo could not work with,
 * before anything is written: a refused file never touches the data.
 */
export function parseBackup(text: string): DemoTables {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DemoBackupError(DemoBackupMessages.notJson);
  }
  const backup = raw as Partial<DemoBackup> | null;
  if (typeof backup !== 'object' || backup === null || backup.format !== DEMO_BACKUP_FORMAT || typeof backup.tables !== 'object' || backup.tables === null) {
    throw new DemoBackupError(DemoBackupMessages.notBackup);
  }
  if (!Number.isInteger(backup.version) || (backup.version as number) < 2) throw new DemoBackupError(DemoBackupMessages.unknownVersion(backup.version));
  if ((backup.version as number) > DEMO_DB_VERSION) throw new DemoBackupError(DemoBackupMessages.newerVersion(backup.version as number));

  const tables = emptyTables() as Record<TableName, unknown[]>;
  for (const name of TABLE_NAMES) {
    // A derived table is never read from the file: the import computes it from the records.
    if (DERIVED_TABLES.has(name)) continue;
    const sent = (backup.tables as Record<string, unknown>)[name];
    // A table newer than the backup starts empty.
    const rows = sent === undefined && (TABLES_SINCE[name] ?? 0) > (backup.version as number) ? [] : sent;
    if (!Array.isArray(rows)) throw new DemoBackupError(DemoBackupMessages.missingTable(name));
    checkTable(name, rows);
    tables[name] = rows;
  }
  checkMeta(tables.meta as Array<Record<string, unknown>>);
  const result = tables as DemoTables;
  const instanceIds = new Set(result.instances.map((x) => x.id));
  for (const name of ['tasks', 'ccs'] as const) {
    result[name].forEach((row, i) => {
      if (!instanceIds.has(row.instanceId)) throw new DemoBackupError(DemoBackupMessages.danglingInstance(name, i, row.instanceId));
    });
  }
  for (const identity of ['applicant', 'approver'] as const) {
    if (!result.users.some((u) => u.identity === identity)) throw new DemoBackupError(DemoBackupMessages.missingIdentity(identity));
  }
  result.uploads = (tables.uploads as Array<Omit<UploadRow, 'bytes'> & { bytesBase64: string }>).map(({ bytesBase64, ...meta }, i) => {
    let bytes: ArrayBuffer | undefined;
    try {
      bytes = fromBase64(bytesBase64);
    } catch {
      bytes = undefined;
    }
    // Only the base64 the export writes: another spelling of the same bytes would not export back as it came.
    if (!bytes || toBase64(bytes) !== bytesBase64) throw new DemoBackupError(DemoBackupMessages.badRecord('uploads', i, 'bytesBase64'));
    return { ...meta, bytes };
  });
  return result;
}
