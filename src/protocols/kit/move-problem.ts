// Why a move could not be read, worded for the model that wrote it: which move (its place in the
// list and its type), which field, what it received, and what the field expects. The expected
// shape of the whole move is added by parse (parse-answer.ts), which knows the protocol's wording.
import * as z from 'zod';
import { isPlainObject } from './envelope.js';
import { fieldsOf, moveVariants } from './zod-shape.js';

type Issue = z.core.$ZodIssue;

/** `moves[1] (defend)`: the move as a problem names it. */
export function moveLabel(index: number, type: string | undefined): string {
  return `moves[${index}]${type ? ` (${type})` : ''}`;
}

/** The move's type when the schema knows it. */
export function knownType(move: unknown, schema: z.ZodType): string | undefined {
  if (!isPlainObject(move) || typeof move.type !== 'string') return undefined;
  return moveVariants(schema).has(move.type) ? move.type : undefined;
}

/** The problems of one move, as one line: `moves[1] (defend): "argument" is missing; …`. */
export function moveProblem(index: number, move: unknown, error: z.ZodError, schema: z.ZodType, max = 3): string {
  const type = knownType(move, schema);
  const issues = error.issues.slice(0, max).map((issue) => issueText(issue, move));
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return `${moveLabel(index, type)}: ${issues.join('; ')}${more}${strayKeys(move, schema, type)}`;
}

/** The problems of a whole answer (its envelope), as one line: `"flags[0].item" is missing (expected string)`. */
export function issuesProblem(error: z.ZodError, value: unknown, max = 3): string {
  const more = error.issues.length > max ? ` (and ${error.issues.length - max} more)` : '';
  return `${error.issues
    .slice(0, max)
    .map((issue) => issueText(issue, value))
    .join('; ')}${more}`;
}

function strayKeys(move: unknown, schema: z.ZodType, type: string | undefined): string {
  if (!type || !isPlainObject(move)) return '';
  const fields = fieldsOf(moveVariants(schema).get(type)!);
  const stray = Object.keys(move).filter((k) => fields && !(k in fields));
  if (stray.length === 0) return '';
  return `; it also has ${stray.map((k) => `"${k}"`).join(', ')}, which ${type} does not take`;
}

function issueText(issue: Issue, move: unknown): string {
  const field = fieldName(issue.path);
  const received = valueAt(move, issue.path);
  const got = show(received);
  switch (issue.code) {
    case 'invalid_type':
      return received === undefined
        ? `${field} is missing (expected ${issue.expected})`
        : `${field}: received ${got}, expected ${issue.expected}`;
    case 'invalid_value': {
      // zod's own message only restates the options; a schema's hint says more.
      const hint = ownMessage(issue) ? ` (${issue.message})` : '';
      const options = issue.values.map((v) => JSON.stringify(v)).join(' | ');
      return received === undefined
        ? `${field} is missing (expected one of ${options})${hint}`
        : `${field}: received ${got}, expected one of ${options}${hint}`;
    }
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      if (!options) break;
      const expected = options.map((v) => JSON.stringify(v)).join(' | ');
      return received === undefined
        ? `${field} is missing (expected one of ${expected})`
        : `${field}: received ${got}, expected one of ${expected}`;
    }
    case 'too_small':
      if (typeof received === 'string' || Array.isArray(received)) return `${field} is empty`;
      break;
  }
  if (issue.path.length === 0) return issue.message;
  return received === undefined ? `${field} is missing: ${issue.message}` : `${field}: received ${got}; ${issue.message}`;
}

/** A message the schema gave the issue, not the one zod's locale words for every issue of its code. */
function ownMessage(issue: Issue): boolean {
  const locale = z.config().localeError?.(issue as z.core.$ZodRawIssue);
  return issue.message !== (typeof locale === 'string' ? locale : locale?.message);
}

/** `"evidence[0].quote"`: a path inside the move. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the move';
  const joined = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
  return `"${joined}"`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const part of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
