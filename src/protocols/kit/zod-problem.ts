import type * as z from 'zod';

/** A validation failure as one line an agent (or a person) can act on: the first issues with paths. */
export function zodProblem(error: z.ZodError, max = 3, prefix: (string | number)[] = []): string {
  const lines = error.issues.slice(0, max).map((issue) => {
    const path = [...prefix, ...issue.path]
      .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
      .join('');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return `${lines.join('; ')}${more}`;
}
