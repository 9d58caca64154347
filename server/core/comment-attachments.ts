/**
 * The files an action's comment carries (issue 42): each must be a stored upload that passes the comment
 * attachment rules (domain/flow/comments/comment-attachments.ts); their names go with the history entry.
 */
import { commentFilesProblem } from '../../domain/flow/comments/comment-attachments';
import type { DemoTx } from './store/demo-db';

export const CommentAttachmentMessages = { missing: '附件不存在，请重新上传' } as const;

/** The ids and names of `given` (an action body's `attachments`), or why they are refused. */
export async function commentFiles(tx: DemoTx, given: unknown): Promise<{ ids: string[]; names: string[] } | string> {
  const ids = Array.isArray(given) ? given.filter((id): id is string => typeof id === 'string') : [];
  const rows = await Promise.all(ids.map((id) => tx.uploads.get(id)));
  if (rows.some((row) => row === undefined)) return CommentAttachmentMessages.missing;
  const files = rows.map((row) => ({ name: row!.name, size: row!.size, type: row!.type }));
  return commentFilesProblem(files) ?? { ids, names: files.map((file) => file.name) };
}
