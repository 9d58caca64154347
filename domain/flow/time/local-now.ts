/**
 * The current local time as the flow engine reads times (`YYYY-MM-DDTHH:mm:ss`, no zone; issue 26). The engine
 * never reads the clock: the adapters (CLI, demo backend) read it here and pass it in.
 */
export function localTimeOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export const localNow = (): string => localTimeOf(new Date());

/**
 * The ISO instant (…Z) of an engine time read in this machine's zone, for the records that keep instants; an
 * ISO instant passes through (states stored before issue 26); undefined for nothing or an unreadable text.
 */
export function isoOfLocalTime(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
