import { describe, expect, it } from 'vitest';
import { safeJson } from '../../src/text/json.js';
import { sanitizeForPlain, sanitizeForTerminal } from '../../src/text/sanitize.js';

describe('the terminal sanitizer', () => {
  it('keeps SGR colours as they are', () => {
    expect(sanitizeForTerminal('\x1b[1;31mred\x1b[0m')).toBe('\x1b[1;31mred\x1b[0m');
  });

  it('makes a clipboard write (OSC 52) visible instead of running it', () => {
    expect(sanitizeForTerminal('\x1b]52;c;ZXZpbA==\x07')).toBe('^[]52;c;ZXZpbA==^G');
  });

  it('makes hyperlinks (OSC 8) and title changes visible', () => {
    expect(sanitizeForTerminal('\x1b]8;;http://evil\x1b\\click\x1b]8;;\x1b\\')).toBe('^[]8;;http://evil^[\\click^[]8;;^[\\');
    expect(sanitizeForTerminal('\x1b]0;pwned\x07')).toBe('^[]0;pwned^G');
  });

  it('makes cursor movement and screen clearing visible', () => {
    expect(sanitizeForTerminal('a\x1b[2J\x1b[H\x1b[10Ab\rc\bd')).toBe('a^[[2J^[[H^[[10Ab^Mc^Hd');
  });

  it('shows bidi overrides and invisible characters by their code point', () => {
    expect(sanitizeForTerminal('abc\u202edef\u200b')).toBe('abc<U+202E>def<U+200B>');
  });

  it('shows C1 controls and DEL, and keeps newlines, tabs and ordinary unicode', () => {
    expect(sanitizeForTerminal('x\u009by\x7f')).toBe('x<U+009B>y^?');
    expect(sanitizeForTerminal('é 漢字 🙂\n\tnext')).toBe('é 漢字 🙂\n\tnext');
  });
});

describe('the output policy', () => {
  it('drops concealment (SGR 8) from the colours the terminal keeps, and keeps a colour numbered 8', () => {
    expect(sanitizeForTerminal('\x1b[8msecret\x1b[0m')).toBe('secret\x1b[0m');
    expect(sanitizeForTerminal('\x1b[1;8;31mx')).toBe('\x1b[1;31mx');
    expect(sanitizeForTerminal('\x1b[38;5;8mgrey')).toBe('\x1b[38;5;8mgrey');
  });

  it('shows Unicode tags, line and paragraph separators, isolates and lone surrogates by code point', () => {
    expect(sanitizeForTerminal('a\u{E0041}\u{E0042}b')).toBe('a<U+E0041><U+E0042>b');
    expect(sanitizeForTerminal('a\u2028b\u2029c\u2066d\u2069')).toBe('a<U+2028>b<U+2029>c<U+2066>d<U+2069>');
    expect(sanitizeForTerminal('x\ud800y')).toBe('x<U+D800>y');
  });

  it('lets no escape sequence through in plain text, colours neither', () => {
    expect(sanitizeForPlain('\x1b[1;31mred\x1b[0m \x1b]52;c;eA==\x07')).toBe('^[[1;31mred^[[0m ^[]52;c;eA==^G');
  });

  it('is idempotent on both displays', () => {
    const text = '\x1b[1;8mx\x1b[0m \u009b2J \u202e \u{E0041} \x07 é 🙂';
    for (const clean of [sanitizeForTerminal, sanitizeForPlain]) expect(clean(clean(text))).toBe(clean(text));
  });
});

describe('JSON for a terminal', () => {
  it('escapes C1, bidi, tag and separator characters, and parses back to the same value', () => {
    const value = { q: 'a\u009bb\u202ec\u{E0041}d\u2028e\u200bf' };
    const text = safeJson(value);
    expect(text).toBe('{"q":"a\\u009bb\\u202ec\\udb40\\udc41d\\u2028e\\u200bf"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});
