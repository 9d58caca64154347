import { useRef, useState } from 'react';
import { Button, Modal, Progress } from 'antd';
import { ExportCancelled, type ExportProgress, type ExportSink } from '../../application/export/export-sink';
import { failureText } from '../../application/shared/failure-text';
import type { ExportSheetRows } from '../../domain/export/export-sheet';
import { useAppMessage } from '../hooks/app-message';
import { downloadBlob } from '../hooks/download-blob';
import { startXlsxFile, type XlsxFile } from './xlsx-file';

export interface ExportXlsxButtonProps {
  /** The file name without its extension (日期 added: 待我审批_20250303.xlsx). */
  readonly fileName: string;
  /** The sheet an export with no rows gets. */
  readonly empty: Pick<ExportSheetRows, 'key' | 'name' | 'columns'>;
  /** Gathers the rows into `sink`, reporting progress; answers how many were exported. */
  readonly run: (sink: ExportSink, onProgress: (progress: ExportProgress) => void, signal: AbortSignal) => Promise<number>;
  readonly disabled?: boolean;
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/**
 * 导出 Excel: a progress dialog with 取消 while the rows are gathered and a worker writes the .xlsx (the page
 * never freezes), then the file is saved. 取消 stops both and saves nothing.
 */
export function ExportXlsxButton({ fileName, empty, run, disabled }: ExportXlsxButtonProps) {
  const message = useAppMessage();
  const [progress, setProgress] = useState<ExportProgress | undefined>();
  const running = useRef<{ controller: AbortController; file: XlsxFile } | undefined>(undefined);

  const start = async () => {
    const job = { controller: new AbortController(), file: startXlsxFile() };
    running.current = job;
    setProgress({ done: 0, total: 0 });
    try {
      const count = await run(job.file.sink, setProgress, job.controller.signal);
      const blob = await job.file.finish(empty);
      if (job.controller.signal.aborted) return;
      downloadBlob(`${fileName}_${stamp()}.xlsx`, blob);
      void message.success(`已导出 ${count} 条`);
    } catch (error) {
      job.file.cancel();
      if (!(error instanceof ExportCancelled)) void message.error(failureText(error, '导出失败，请稍后重试'));
    } finally {
      if (running.current === job) {
        running.current = undefined;
        setProgress(undefined);
      }
    }
  };

  const cancel = () => {
    const job = running.current;
    if (!job) return;
    job.controller.abort();
    job.file.cancel();
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <>
      <Button className="export-xlsx" disabled={disabled || progress !== undefined} onClick={() => void start()}>导出 Excel</Button>
      <Modal
        open={progress !== undefined}
        title="正在导出 Excel"
        closable={false}
        mask={{ closable: false }}
        footer={<Button className="export-cancel" onClick={cancel}>取消</Button>}
      >
        <Progress className="export-progress" percent={percent} status="active" />
        <div className="export-count">{progress && progress.total > 0 ? `已处理 ${progress.done} / ${progress.total} 条` : '正在读取…'}</div>
      </Modal>
    </>
  );
}
