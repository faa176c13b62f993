import { describe, expect, it } from 'vitest';
import { sanitizeForTerminal } from '../../src/text/sanitize.js';

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
