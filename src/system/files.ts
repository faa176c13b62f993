// Reading a file a person named (a persona, a script of answers, a file an agent cited). Only a
// regular file is read: a FIFO would block agon forever and a device might never end, so either
// is refused in one line. The file is opened without blocking, then its kind checked on the open
// handle, so what is checked is what is read.
import { constants, statSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

const { O_RDONLY, O_NONBLOCK } = constants;

/** A named file that cannot be read, with a reason fit for a one-line message. */
export class FileProblem extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file} ${reason}`);
    this.name = 'FileProblem';
  }
}

const NOT_REGULAR = 'is not a regular file (a FIFO, a device or a directory cannot be read here)';

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'does not exist';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read (permission denied)';
  if (code === 'EISDIR') return NOT_REGULAR;
  return `cannot be read (${code ?? (error as Error)?.message ?? 'error'})`;
}

/** The bytes of a regular file, at most `maxBytes` of them; a FileProblem otherwise. */
export async function readRegularFile(file: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  let handle: FileHandle;
  try {
    handle = await open(file, O_RDONLY | O_NONBLOCK);
  } catch (error) {
    throw new FileProblem(file, reasonOf(error));
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new FileProblem(file, NOT_REGULAR);
    if (stat.size > maxBytes) throw new FileProblem(file, `is larger than ${maxBytes} bytes`);
    return await handle.readFile();
  } catch (error) {
    throw error instanceof FileProblem ? error : new FileProblem(file, reasonOf(error));
  } finally {
    await handle.close();
  }
}

/** Why a named file is not a regular file (or is missing), checked without opening it, or null; permissions are not checked. */
export function regularFileProblem(file: string): string | null {
  try {
    if (!statSync(file).isFile()) return NOT_REGULAR;
  } catch (error) {
    return reasonOf(error);
  }
  return null;
}
