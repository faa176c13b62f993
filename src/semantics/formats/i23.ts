// The ICCMA 2023 format: a header `p af N`, then one attack `i j` per line between arguments
// numbered 1..N; lines starting with `#` are comments. Arguments keep their numbers as names.
import { EdgeList, type Framework, frameworkFromEdges } from '../dung.js';
import { batched, excerpt, FormatError, type LineReader, readSource, readString, type TextSource } from './lines.js';

class I23Reader implements LineReader<Framework> {
  private size = -1;
  private readonly edges = new EdgeList();

  line(text: string, lineNo: number): void {
    let i = skipSpaces(text, 0);
    if (i === text.length || text.charCodeAt(i) === 35 /* # */) return;
    if (this.size < 0) {
      const header = /^\s*p\s+af\s+(\d+)\s*$/.exec(text);
      if (!header) throw new FormatError(lineNo, `expected the header "p af N", found ${excerpt(text)}`);
      this.size = Number(header[1]);
      return;
    }
    let a = 0;
    let b = 0;
    const startA = i;
    for (; i < text.length && isDigit(text.charCodeAt(i)); i++) a = a * 10 + text.charCodeAt(i) - 48;
    const endA = i;
    i = skipSpaces(text, i);
    const startB = i;
    for (; i < text.length && isDigit(text.charCodeAt(i)); i++) b = b * 10 + text.charCodeAt(i) - 48;
    const endB = i;
    if (endA === startA || startB === endA || endB === startB || skipSpaces(text, i) !== text.length) {
      throw new FormatError(lineNo, `expected an attack "i j", found ${excerpt(text)}`);
    }
    if (a < 1 || a > this.size || b < 1 || b > this.size) {
      throw new FormatError(lineNo, `argument ${a < 1 || a > this.size ? a : b} is outside 1..${this.size}`);
    }
    this.edges.push(a - 1, b - 1);
  }

  /** The common case, an attack of plain digits, straight from bytes; anything else goes through line(). */
  lineBytes(bytes: Uint8Array, start: number, end: number, lineNo: number): void {
    let i = start;
    while (i < end && (bytes[i] === 32 || bytes[i] === 9)) i++;
    if (i === end || bytes[i] === 35 /* # */) return;
    let a = 0;
    let b = 0;
    const startA = i;
    for (; i < end && bytes[i]! >= 48 && bytes[i]! <= 57; i++) a = a * 10 + bytes[i]! - 48;
    const endA = i;
    while (i < end && (bytes[i] === 32 || bytes[i] === 9)) i++;
    const startB = i;
    for (; i < end && bytes[i]! >= 48 && bytes[i]! <= 57; i++) b = b * 10 + bytes[i]! - 48;
    const endB = i;
    while (i < end && (bytes[i] === 32 || bytes[i] === 9)) i++;
    const plain = this.size >= 0 && endA > startA && startB > endA && endB > startB && i === end;
    if (plain && a >= 1 && a <= this.size && b >= 1 && b <= this.size) this.edges.push(a - 1, b - 1);
    else this.line(new TextDecoder().decode(bytes.subarray(start, end)), lineNo);
  }

  finish(): Framework {
    if (this.size < 0) throw new FormatError(1, 'missing the header "p af N"');
    return frameworkFromEdges(this.size, this.edges, null);
  }
}

const isDigit = (c: number) => c >= 48 && c <= 57;

function skipSpaces(text: string, i: number): number {
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

export const parseI23 = (text: string): Framework => readString(text, new I23Reader());
export const readI23 = (source: TextSource): Promise<Framework> => readSource(source, new I23Reader());

/** The framework in the 2023 format, a chunk of lines at a time; arguments are numbered by id. */
export function* i23Chunks(af: Framework): Generator<string> {
  yield `p af ${af.size}\n`;
  yield* batched(af.size, (i, out) => {
    for (let e = af.outStart[i]!; e < af.outStart[i + 1]!; e++) out.push(`${i + 1} ${af.outTargets[e]! + 1}`);
  });
}
