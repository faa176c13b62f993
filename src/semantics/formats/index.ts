// The framework file formats by name.
import type { Framework } from '../dung.js';
import { apxChunks, readApx } from './apx.js';
import { i23Chunks, readI23 } from './i23.js';
import type { TextSource } from './lines.js';
import { readTgf, tgfChunks } from './tgf.js';

export { FormatError, type TextSource } from './lines.js';

export type FormatName = 'apx' | 'tgf' | 'i23';

export const FORMATS: Record<
  FormatName,
  { read: (source: TextSource) => Promise<Framework>; chunks: (af: Framework) => Generator<string> }
> = {
  apx: { read: readApx, chunks: apxChunks },
  tgf: { read: readTgf, chunks: tgfChunks },
  i23: { read: readI23, chunks: i23Chunks },
};

/** The format a file name suggests: .apx, .tgf, or .af / .i23 for the 2023 format. */
export function formatOfPath(path: string): FormatName | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext === 'apx' ? 'apx' : ext === 'tgf' ? 'tgf' : ext === 'af' || ext === 'i23' ? 'i23' : undefined;
}
