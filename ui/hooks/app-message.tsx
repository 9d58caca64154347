import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageApi } from './message-host';
import { LoadBoundary } from './load-boundary';

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
  const onHostFailed = useCallback(() => {
    // The themed host could not load: hand what is queued to the static message (itself loaded on demand).
    for (const [level, content] of queue.current.splice(0)) staticMessage[level](content);
  }, []);
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
      {wanted && (
        <LoadBoundary fallback={() => null} onError={onHostFailed}>
          <Suspense fallback={null}><MessageHost onReady={onReady} /></Suspense>
        </LoadBoundary>
      )}
      {children}
    </MessageContext.Provider>
  );
}

/** Outside the provider (a component rendered on its own): antd's static message, loaded on first use. */
const loadStatic = () => import('antd').then((m) => m.message);
// When even that cannot load (offline), the text still reaches the console rather than nowhere.
const showStatic = (level: Level) => (content: ReactNode) =>
  void loadStatic().then((message) => message[level](content), () => console.warn(`[${level}]`, content));
const staticMessage: AppMessage = { success: showStatic('success'), error: showStatic('error'), warning: showStatic('warning') };

/** The app's toasts. */
export function useAppMessage(): AppMessage {
  return useContext(MessageContext) ?? staticMessage;
}
