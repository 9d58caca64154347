import { useEffect } from 'react';
import { message } from 'antd';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

/**
 * At most this many toasts at once; a newer one replaces the oldest (issue 32, item 17). A burst of pushes (an
 * approver clearing 25 tasks, each telling the applicant 有新的待审批) piled 25 toasts up the screen, and every
 * new one re-laid the whole stack on the thread that also answers the demo backend's calls.
 */
export const MAX_TOASTS = 3;

/** antd's message holder, rendered inside the ConfigProvider once the first toast is asked for. */
export default function MessageHost({ onReady }: { onReady(api: MessageApi): void }) {
  const [api, holder] = message.useMessage({ maxCount: MAX_TOASTS });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
