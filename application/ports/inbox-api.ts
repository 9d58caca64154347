/** What a 消息中心 notice says (docs/API.md "消息中心"). */
export type InboxKind = 'newTask' | 'approved' | 'rejected' | 'returned' | 'transferred' | 'addedSigner' | 'cc' | 'urged' | 'timeout' | 'mentioned';

/** One notice of the signed-in person's 消息中心. */
export interface InboxNotice {
  readonly id: string;
  readonly kind: InboxKind;
  /** The kind in words: 新的待办, 已通过 … */
  readonly label: string;
  readonly instanceId: string;
  readonly title: string;
  readonly createdAt: string;
  readonly read: boolean;
}

export interface InboxPage {
  /** Newest first. */
  readonly list: readonly InboxNotice[];
  readonly unread: number;
}

/** 通知设置: mail on or off, and a quiet time (local HH:mm–HH:mm) during which mails wait. */
export interface NotifyPreferences {
  readonly email: boolean;
  readonly quiet?: { readonly from: string; readonly to: string };
}

/**
 * 消息中心 (issue 40): the signed-in person's stored notices. Not in the spec: named under the workflow prefix
 * (`/flow/workflow/inbox/…`, docs/API.md).
 */
export const InboxApi = Symbol('InboxApi');
export interface InboxApi {
  /** GET inbox/list; `after`: only the notices written later (what a reconnecting client missed). */
  list(options?: { after?: string; limit?: number }): Promise<InboxPage>;
  /** GET inbox/unread_count */
  unreadCount(): Promise<number>;
  /** POST inbox/read: the notices of `ids`, or all (全部已读); answers the unread count left. */
  markRead(ids?: readonly string[]): Promise<number>;
  /** GET notify/my_settings: the signed-in person's 通知设置. */
  preferences(): Promise<NotifyPreferences>;
  /** POST notify/my_settings: 400 with the reason for an invalid quiet time. */
  savePreferences(preferences: NotifyPreferences): Promise<NotifyPreferences>;
}
