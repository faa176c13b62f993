// Small readers for CLI output that may or may not be JSON: line splitting for streams, and
// parsing that answers undefined instead of throwing.

/** Calls `onLine` with each complete line of a stream of text chunks. */
export function lineSplitter(onLine: (line: string) => void): (chunk: string) => void {
  let pending = '';
  return (chunk: string) => {
    pending += chunk;
    let at = pending.indexOf('\n');
    while (at >= 0) {
      onLine(pending.slice(0, at));
      pending = pending.slice(at + 1);
      at = pending.indexOf('\n');
    }
  };
}

/** JSON.parse that returns undefined instead of throwing, for lines that may not be JSON. */
export function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
