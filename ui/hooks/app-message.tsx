import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageApi } from './message-host';

/** The toasts the app shows (antd message): a success, an error or a warning, with the text to read. */
export interface AppMessage {
  success(content: ReactNode): void;
  error(content: ReactNode): void;
  warning(content: ReactNode): void;
}

type Level = keyof AppMessage;

// antd message (with its notification engine, ~10 KB gzip) loads with the first toast, not with every route.
const MessageHost = lazy(() => import('./message-host'));

const MessageContext = createContext<AppMessage | undefined>(undefined);

/**
 * Toasts for the whole app, themed by the surrounding ConfigProvider. Calls made before antd's message code
 * has arrived are queued and shown as soon as it has, in order. antd's <App> would also provide messages,
 * but it bundles Modal into every route; the designer, which needs modals, wraps itself in <App>.
 */
export function AppMessageProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<MessageApi | undefined>(undefined);
  const queue = useRef<Array<[Level, ReactNode]>>([]);
  const onReady = useCallback((ready: MessageApi) => {
    api.current = ready;
    for (const [level, content] of queue.current.splice(0)) void ready[level](content);
  }, []);
  const message = useMemo<AppMessage>(() => {
    const show = (level: Level) => (content: ReactNode) => {
      if (api.current) { void api.current[level](content); return; }
      queue.current.push([level, content]);
      setWanted(true);
    };
    return { success: show('success'), error: show('error'), warning: show('warning') };
  }, []);
  return (
    <MessageContext.Provider value={message}>
      {wanted && <Suspense fallback={null}><MessageHost onReady={onReady} /></Suspense>}
      {children}
    </MessageContext.Provider>
  );
}

/** Outside the provider (a component rendered on its own): antd's static message, loaded on first use. */
const loadStatic = () => import('antd').then((m) => m.message);
const staticMessage: AppMessage = {
  success: (content) => void loadStatic().then((message) => message.success(content)),
  error: (content) => void loadStatic().then((message) => message.error(content)),
  warning: (content) => void loadStatic().then((message) => message.warning(content)),
};

/** The app's toasts. */
export function useAppMessage(): AppMessage {
  return useContext(MessageContext) ?? staticMessage;
}
