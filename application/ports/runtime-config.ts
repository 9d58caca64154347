/**
 * Runtime configuration, read from `config.json` beside index.html (live profile) or built in (demo profile).
 * The first path segment of every API url selects its host from `hosts` (spec 7 "Base client").
 */
export const RuntimeConfig = Symbol('RuntimeConfig');
export interface RuntimeConfig {
  /** First url path segment → service host, e.g. `{ flow: 'https://flow.example', api: '…', v2: '…' }`. */
  readonly hosts: Readonly<Record<string, string>>;
  /** The only origin the parent window port posts to and accepts messages from. */
  readonly parentOrigin: string;
  /** Model id of the feedback flow started by the feedback entry. */
  readonly feedbackFlowId: string;
  /** Address of the notify WebSocket (ws:// or wss://). Empty: no channel. */
  readonly notifyUrl: string;
}
