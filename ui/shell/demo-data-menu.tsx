import { useRef, useState } from 'react';
import { Button } from 'antd';
import type { DemoDataApi } from '../../application/ports/demo-data-api';
import { downloadText } from '../hooks/download-text';
import { readTextFile } from '../hooks/read-text-file';

export const DemoDataTexts = {
  export: '导出演示数据',
  import: '导入演示数据',
  reset: '重置演示数据',
  resetQuestion: '重置后，你在演示中创建和修改的所有数据都会丢失，恢复为初始演示数据。确定重置吗？',
  importQuestion: (name: string) => `导入「${name}」将替换当前的全部演示数据（建议先导出备份）。确定导入吗？`,
  confirmReset: '确定重置',
  confirmImport: '确定导入',
  cancel: '取消',
} as const;

/** The backup file's name: 审批流演示数据-2025-03-08.json. */
export function backupFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `审批流演示数据-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

type Pending = { kind: 'reset' } | { kind: 'import'; name: string; text: string };

const itemStyle = { justifyContent: 'flex-start' } as const;

/**
 * The demo's data entries of the user menu: 导出 (a JSON file to keep), 导入 (replaces everything, after a
 * confirmation; a bad file is refused with the reason and nothing changes) and 重置 (with a confirmation).
 * After an import or a reset the page starts afresh, as after an identity switch.
 */
export function DemoDataMenu({ api, onClose, reload = () => window.location.reload() }: { api: DemoDataApi; onClose: () => void; reload?: () => void }) {
  const [pending, setPending] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const exportAll = async () => {
    onClose();
    downloadText(backupFileName(), await api.exportAll(), 'application/json');
  };

  const pick = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (file) setPending({ kind: 'import', name: file.name, text: await readTextFile(file) });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'reset') await api.reset(); else await api.importAll(pending.text);
      reload();
    } catch {
      // The reason is already shown (the HTTP layer's message); the data is as it was.
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };

  if (pending) {
    return (
      <div role="alertdialog" aria-label={pending.kind === 'reset' ? DemoDataTexts.reset : DemoDataTexts.import} style={{ maxWidth: 260, padding: '4px 8px' }}>
        <p style={{ margin: '0 0 8px' }}>{pending.kind === 'reset' ? DemoDataTexts.resetQuestion : DemoDataTexts.importQuestion(pending.name)}</p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button size="small" disabled={busy} onClick={() => setPending(undefined)}>{DemoDataTexts.cancel}</Button>
          <Button size="small" type="primary" danger loading={busy} onClick={() => void confirm()}>
            {pending.kind === 'reset' ? DemoDataTexts.confirmReset : DemoDataTexts.confirmImport}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <Button type="text" role="menuitem" style={itemStyle} onClick={() => void exportAll()}>{DemoDataTexts.export}</Button>
      <Button type="text" role="menuitem" style={itemStyle} onClick={() => fileInput.current?.click()}>{DemoDataTexts.import}</Button>
      <input ref={fileInput} type="file" accept=".json,application/json" aria-label="选择演示数据文件" style={{ display: 'none' }}
        onChange={(event) => void pick(event.target.files?.[0])} />
      <Button type="text" role="menuitem" danger style={itemStyle} onClick={() => setPending({ kind: 'reset' })}>{DemoDataTexts.reset}</Button>
    </>
  );
}
