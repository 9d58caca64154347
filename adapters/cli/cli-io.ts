/** What the CLI needs from the outside world; main.ts gives the real one, tests an in-memory one. */
export interface CliIo {
  /** The file's text; throws (e.g. ENOENT) when it cannot be read. */
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Writes a file (export-bpmn --out); an io without it cannot write files. */
  writeFile?(path: string, text: string): void;
  /** The current local time (YYYY-MM-DDTHH:mm:ss), the default of --now; main.ts reads the clock. */
  now?(): string;
  /** The names in a directory (check-flow --flows); throws (e.g. ENOENT) when it cannot be read. */
  listDir?(path: string): string[];
}

/** Exit codes: 0 valid, 1 invalid, 2 unusable input (missing file, not JSON, wrong shape, bad arguments). */
export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNUSABLE = 2;
