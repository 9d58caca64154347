/** The limits every outbound request keeps (issue 38), and the Chinese words of its failures. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_CONNECT_TIMEOUT_MS = 5_000;
/** The most of an answer's body read; past it the body is cancelled (the status is all a trigger records). */
export const OUTBOUND_MAX_RESPONSE_BYTES = 1024 * 1024;

export interface OutboundOptions {
  /** Host names the administrator allows even when they are (or resolve to) an inside address. */
  readonly allow?: readonly string[];
  readonly timeoutMs?: number;
  readonly connectTimeoutMs?: number;
  readonly maxResponseBytes?: number;
}

export const outboundFailures = {
  timeout: (ms: number) => `请求超时（${ms >= 1000 ? `${Math.round(ms / 1000)} 秒` : `${ms} 毫秒`}）`,
  network: (detail: string) => `网络错误：${detail}`,
  refused: (reason: string) => `请求未发送：${reason}`,
  redirect: (status: number) => `请求被重定向（HTTP ${status}），未跟随`,
  tooLarge: (bytes: number) => `响应超过 ${Math.round(bytes / 1024)} KB，已中止读取`,
} as const;
