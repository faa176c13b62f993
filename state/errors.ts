// Errors a user can cause (a bad id, a locked or corrupt session, a full disk) are StoreErrors: a
// code the CLI maps to an exit status and a one-line message it prints as is, never a stack trace.

export type StoreErrorCode =
  | 'not-found'
  | 'bad-id'
  | 'corrupt'
  | 'locked'
  | 'newer-version'
  | 'symlink'
  | 'io'
  | 'read-only'
  /** A config, meta or event handed to the store does not fit the schema, or config holds a secret. */
  | 'invalid';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** What the usual failures of a system call mean, for a person. */
const MEANING: Record<string, string> = {
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  EROFS: 'the file system is read-only',
  EEXIST: 'it already exists',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  EIO: 'an input/output error',
};

/** The short reason of a failed system call (`ENOSPC (no space left on the device)`) for a one-line message. */
export function reasonOf(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const meaning = MEANING[error.code];
    return meaning ? `${error.code} (${meaning})` : error.code;
  }
  return oneLine(error instanceof Error ? error.message : String(error));
}

/** Collapses whitespace so a message built from foreign text stays on one line. */
export function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Wraps anything that is not already a StoreError as an I/O failure on `file`. */
export function ioError(verb: string, file: string, error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  return new StoreError('io', `cannot ${verb} ${file}: ${reasonOf(error)}`);
}

export function symlinkError(file: string): StoreError {
  return new StoreError('symlink', `refusing to follow the symlink at ${file}`);
}
