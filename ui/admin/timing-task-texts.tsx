import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { RUN_RESULT_LABELS, type RunResult } from '../../domain/timing';

/** A time as the 定时任务 pages show it (local, to the minute). */
export function timeText(iso: string | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** 成功 in green, 失败 in red. */
export function RunResultTag({ result }: { result: RunResult }) {
  return <Tag color={result === 'success' ? 'success' : 'error'}>{RUN_RESULT_LABELS[result]}</Tag>;
}

/** 上次执行: when, 成功/失败 and the summary; 从未执行 before the first run. */
export function LastRun({ at, result, summary }: { at?: string; result?: RunResult; summary?: string }) {
  if (!at || !result) return <Typography.Text type="secondary">从未执行</Typography.Text>;
  return (
    <span className="timing-last-run">
      {timeText(at)} <RunResultTag result={result} />
      {summary && <Typography.Text type="secondary" style={{ display: 'block' }}>{summary}</Typography.Text>}
    </span>
  );
}
