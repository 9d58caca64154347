import type { Caller } from '../core/caller';
import { inboxOf, INBOX_KIND_LABELS, markRead, unreadCountOf } from '../core/inbox';
import type { DemoStore } from '../core/store/demo-store';
import { jsonBody, now, ok, query, route } from './handler-kit';

const N = '/flow/workflow/inbox/';

/**
 * 消息中心 (issue 40): the signed-in person's stored notices — the list (newest first; `after` = only those written
 * later, what a reconnecting client missed), the unread count, and marking read (all, or `ids`). docs/API.md.
 */
export function inboxHandlers(store: DemoStore) {
  return [
    route(store, 'get', `${N}list`, ({ request, caller }) => store.read(async (tx) => {
      const q = query(request);
      const me = caller.userId;
      const limit = Number(q.get('limit') ?? '') || undefined;
      const after = q.get('after') ?? undefined;
      const rows = await inboxOf(tx, me, { ...(limit ? { limit } : {}), ...(after ? { after } : {}) });
      const list = rows.map((row) => ({ ...row, label: INBOX_KIND_LABELS[row.kind], read: row.readAt !== undefined }));
      return ok({ list, unread: await unreadCountOf(tx, me) });
    })),
    route(store, 'get', `${N}unread_count`, ({ caller }) => store.read(async (tx) => ok({ count: await unreadCountOf(tx, caller.userId) }))),
    route(store, 'post', `${N}read`, async ({ request, caller }) => {
      const body = await jsonBody<{ ids?: unknown }>(request);
      const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : undefined;
      const { me, marked, unread } = await store.write(async (tx) => {
        const userId = caller.userId;
        const count = await markRead(tx, userId, now(), ids);
        return { me: userId, marked: count, unread: await unreadCountOf(tx, userId) };
      });
      if (marked > 0) store.notifier.inboxRead?.(me);
      return ok({ marked, unread });
    }),
  ];
}
