// The ICCMA file formats: reading from a string or from chunks split anywhere, errors that name
// the line, and writers that read back to the same framework.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Framework, nameOf } from '../../src/semantics/dung.js';
import { apxChunks, parseApx, readApx } from '../../src/semantics/formats/apx.js';
import { i23Chunks, parseI23, readI23 } from '../../src/semantics/formats/i23.js';
import { formatOfPath } from '../../src/semantics/formats/index.js';
import { parseTgf, readTgf, tgfChunks } from '../../src/semantics/formats/tgf.js';
import { frameworks } from './arbitraries.js';

const attacks = (af: Framework) => {
  const out: string[] = [];
  for (let a = 0; a < af.size; a++)
    for (let e = af.outStart[a]!; e < af.outStart[a + 1]!; e++) out.push(`${nameOf(af, a)}>${nameOf(af, af.outTargets[e]!)}`);
  return out.sort();
};
const names = (af: Framework) => Array.from({ length: af.size }, (_, i) => nameOf(af, i));

async function* chunked(text: string, cuts: number[]): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(from, Math.max(from, cut));
    from = Math.max(from, cut);
  }
  yield bytes.subarray(from);
}

describe('apx', () => {
  it('reads arguments and attacks, skipping blank lines and % comments, tolerating CRLF and spaces', () => {
    const af = parseApx('% a comment\r\narg(a).\r\n\r\narg( b ).\narg(c).\natt(a, b).\natt(b,c).\n');
    expect(names(af)).toEqual(['a', 'b', 'c']);
    expect(attacks(af)).toEqual(['a>b', 'b>c']);
  });

  it('accepts an attack before the declaration of its arguments', () => {
    expect(attacks(parseApx('att(a,b).\narg(b).\narg(a).\n'))).toEqual(['a>b']);
  });

  it('names the line of a malformed statement', () => {
    expect(() => parseApx('arg(a).\narg(b).\natt(a;b).\n')).toThrow(/^line 3: expected att\(a,b\)\. found "att\(a;b\)\."/);
    expect(() => parseApx('arg(a).\nattack(a,a).\n')).toThrow(/^line 2: expected arg\(a\)\. or att\(a,b\)\./);
  });

  it('names the line where an argument that is never declared is first used', () => {
    expect(() => parseApx('arg(a).\n\natt(a,z).\natt(z,a).\n')).toThrow(/^line 3: argument z is never declared/);
  });
});

describe('tgf', () => {
  it('reads names above the # line and attacks below it, ignoring labels', () => {
    const af = parseTgf('a\nb first label\nc\n#\na b\nb c an edge label\n');
    expect(names(af)).toEqual(['a', 'b', 'c']);
    expect(attacks(af)).toEqual(['a>b', 'b>c']);
  });

  it('names the line of an attack on an undeclared argument', () => {
    expect(() => parseTgf('a\n#\na q\n')).toThrow(/^line 3: argument q is not declared above the "#" line/);
  });
});

describe('the ICCMA 2023 format', () => {
  it('reads the header and numbered attacks, skipping # comments', () => {
    const af = parseI23('# made by hand\np af 3\n1 2\n# another\n2 3\n3 3\n');
    expect(af.size).toBe(3);
    expect(af.names).toBeNull();
    expect(attacks(af)).toEqual(['1>2', '2>3', '3>3']);
  });

  it('names the line of an attack outside 1..N, a malformed line and a missing header', () => {
    expect(() => parseI23('p af 2\n1 2\n2 3\n')).toThrow(/^line 3: argument 3 is outside 1..2/);
    expect(() => parseI23('p af 2\n1 2 x\n')).toThrow(/^line 2: expected an attack "i j"/);
    expect(() => parseI23('1 2\n')).toThrow(/^line 1: expected the header "p af N"/);
    expect(() => parseI23('# nothing\n')).toThrow(/missing the header/);
  });

  it('reads an empty framework', () => {
    expect(parseI23('p af 0\n').size).toBe(0);
  });
});

describe('streams', () => {
  it('reads the same framework from chunks cut anywhere, even inside a line or a UTF-8 character', async () => {
    const text = 'arg(é1).\narg(b).\r\natt(é1,b).\natt(b,é1).\n';
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: text.length + 4 }), { maxLength: 6 }), async (cuts) => {
        const af = await readApx(chunked(text, cuts));
        expect(names(af)).toEqual(['é1', 'b']);
        expect(attacks(af)).toEqual(['b>é1', 'é1>b']);
      }),
    );
  });

  it('reads the 2023 format from bytes cut anywhere, with comments, CRLF and odd spacing, as from the whole text', async () => {
    const text = '# generated\r\np af 12\r\n1 2\n 10\t11 \n# é comment\n\n12 1\r\n3 3';
    const whole = attacks(parseI23(text));
    expect(whole).toEqual(['10>11', '12>1', '1>2', '3>3']);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: text.length + 4 }), { maxLength: 8 }), async (cuts) => {
        expect(attacks(await readI23(chunked(text, cuts)))).toEqual(whole);
      }),
    );
  });

  it('counts lines across chunks when naming the line of an error', async () => {
    await expect(readI23(chunked('p af 2\n1 2\n2 1\n2 9\n', [3, 9, 14]))).rejects.toThrow(/^line 4: argument 9 is outside 1..2/);
  });

  it('reports text that is not UTF-8 as a format error', async () => {
    await expect(
      readTgf(
        (async function* () {
          yield Uint8Array.from([0x61, 0x0a, 0xff, 0x0a]);
        })(),
      ),
    ).rejects.toThrow(/not valid UTF-8/);
  });
});

describe('writers', () => {
  it('every writer reads back to the same arguments and attacks', () => {
    fc.assert(
      fc.property(frameworks(12), (af) => {
        const i23 = parseI23([...i23Chunks(af)].join(''));
        expect(attacks(i23)).toEqual(attacks(af));
        const named = parseApx([...apxChunks(af)].join(''));
        expect(attacks(named)).toEqual(attacks(af));
        expect(names(parseTgf([...tgfChunks(af)].join('')))).toEqual(names(af));
        expect(attacks(parseTgf([...tgfChunks(af)].join('')))).toEqual(attacks(af));
      }),
    );
  });

  it('guesses the format from the file name', () => {
    expect(['x.apx', 'x.TGF', 'x.af', 'x.i23', 'x.txt'].map(formatOfPath)).toEqual(['apx', 'tgf', 'i23', 'i23', undefined]);
  });
});
