// The ASPARTIX format of ICCMA 2015–2021: `arg(a).` declares an argument, `att(a,b).` an attack,
// one statement per line; blank lines and `%` comments are skipped. Arguments may be used before
// they are declared, but every one must be declared somewhere.
import { EdgeList, type Framework, frameworkFromEdges, nameOf } from '../dung.js';
import { batched, excerpt, FormatError, type LineReader, readSource, readString, type TextSource } from './lines.js';

const NAME = /^[^\s,()]+$/;

class ApxReader implements LineReader<Framework> {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  /** The line of the first mention of each argument not declared so far. */
  private readonly pending = new Map<number, number>();
  private readonly edges = new EdgeList();

  line(text: string, lineNo: number): void {
    const t = text.trim();
    if (t === '' || t.startsWith('%')) return;
    const statement = t.startsWith('arg(') ? 'arg' : t.startsWith('att(') ? 'att' : '';
    if (!statement || !t.endsWith(').')) throw new FormatError(lineNo, `expected arg(a). or att(a,b). found ${excerpt(text)}`);
    const inner = t
      .slice(4, -2)
      .split(',')
      .map((s) => s.trim());
    if (statement === 'arg') {
      if (inner.length !== 1 || !NAME.test(inner[0]!)) throw new FormatError(lineNo, `expected arg(a). found ${excerpt(text)}`);
      this.pending.delete(this.id(inner[0]!, lineNo));
      return;
    }
    if (inner.length !== 2 || !inner.every((n) => NAME.test(n))) throw new FormatError(lineNo, `expected att(a,b). found ${excerpt(text)}`);
    this.edges.push(this.id(inner[0]!, lineNo), this.id(inner[1]!, lineNo));
  }

  private id(name: string, lineNo: number): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
      this.pending.set(id, lineNo);
    }
    return id;
  }

  finish(): Framework {
    for (const [id, lineNo] of this.pending) {
      throw new FormatError(lineNo, `argument ${this.names[id]} is never declared with arg(${this.names[id]}).`);
    }
    return frameworkFromEdges(this.names.length, this.edges, this.names);
  }
}

export const parseApx = (text: string): Framework => readString(text, new ApxReader());
export const readApx = (source: TextSource): Promise<Framework> => readSource(source, new ApxReader());

export function* apxChunks(af: Framework): Generator<string> {
  for (let i = 0; i < af.size; i++) {
    if (!NAME.test(nameOf(af, i))) throw new RangeError(`argument name "${nameOf(af, i)}" cannot be written in apx`);
  }
  yield* batched(af.size, (i, out) => void out.push(`arg(${nameOf(af, i)}).`));
  yield* batched(af.size, (i, out) => {
    for (let e = af.outStart[i]!; e < af.outStart[i + 1]!; e++) out.push(`att(${nameOf(af, i)},${nameOf(af, af.outTargets[e]!)}).`);
  });
}
