// Trivial Graph Format as ICCMA used it: one argument per line, a line `#`, then one attack
// `a b` per line. A node line may carry a label after its name, and an edge line one after its
// ends; labels are ignored. Blank lines are skipped.
import { EdgeList, type Framework, frameworkFromEdges, nameOf } from '../dung.js';
import { batched, excerpt, FormatError, type LineReader, readSource, readString, type TextSource } from './lines.js';

class TgfReader implements LineReader<Framework> {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly edges = new EdgeList();
  private inEdges = false;

  line(text: string, lineNo: number): void {
    const t = text.trim();
    if (t === '') return;
    if (t === '#') {
      if (this.inEdges) throw new FormatError(lineNo, 'a second "#" line');
      this.inEdges = true;
      return;
    }
    const tokens = t.split(/\s+/);
    if (!this.inEdges) {
      if (this.ids.has(tokens[0]!)) throw new FormatError(lineNo, `argument ${tokens[0]} is declared twice`);
      this.ids.set(tokens[0]!, this.names.length);
      this.names.push(tokens[0]!);
      return;
    }
    if (tokens.length < 2) throw new FormatError(lineNo, `expected an attack "a b", found ${excerpt(text)}`);
    const ends = tokens.slice(0, 2).map((name) => {
      const id = this.ids.get(name);
      if (id === undefined) throw new FormatError(lineNo, `argument ${name} is not declared above the "#" line`);
      return id;
    });
    this.edges.push(ends[0]!, ends[1]!);
  }

  finish(): Framework {
    return frameworkFromEdges(this.names.length, this.edges, this.names);
  }
}

export const parseTgf = (text: string): Framework => readString(text, new TgfReader());
export const readTgf = (source: TextSource): Promise<Framework> => readSource(source, new TgfReader());

export function* tgfChunks(af: Framework): Generator<string> {
  for (let i = 0; i < af.size; i++) {
    if (/\s/.test(nameOf(af, i)) || nameOf(af, i) === '#' || nameOf(af, i) === '')
      throw new RangeError(`argument name "${nameOf(af, i)}" cannot be written in tgf`);
  }
  yield* batched(af.size, (i, out) => void out.push(nameOf(af, i)));
  yield '#\n';
  yield* batched(af.size, (i, out) => {
    for (let e = af.outStart[i]!; e < af.outStart[i + 1]!; e++) out.push(`${nameOf(af, i)} ${nameOf(af, af.outTargets[e]!)}`);
  });
}
