import { useEffect } from 'react';
import { message } from 'antd';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

/** antd's message holder, rendered inside the ConfigProvider once the first toast is asked for. */
export default function MessageHost({ onReady }: { onReady(api: MessageApi): void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
