import { describe, expect, it } from 'vitest';
import { commandFor, DEFAULT_BINDINGS, keyOf } from '../../../components/keys/bindings.js';
import { bindingName, cleanPaste, KeyReader, splitKeys } from '../../../components/keys/parse-keys.js';

const names = (event: string) => splitKeys(event).map(bindingName);
const commands = (event: string) => splitKeys(event).map((k) => commandFor(k, DEFAULT_BINDINGS.main));

describe('splitting what the terminal sends into keys', () => {
  it('gives three keys for a run of three typed j', () => {
    expect(names('jjj')).toEqual(['j', 'j', 'j']);
  });

  it('keeps Tab, Enter and Backspace that arrive in one chunk with other keys', () => {
    expect(names('\t\t')).toEqual(['tab', 'tab']);
    expect(names('j\r')).toEqual(['j', 'enter']);
    expect(names('\u007f\u007f\u007f')).toEqual(['backspace', 'backspace', 'backspace']);
    expect(names('ab\u007fc\r')).toEqual(['a', 'b', 'backspace', 'c', 'enter']);
  });

  it('reads an Esc followed at once by a key as Esc and that key, never Alt+key', () => {
    expect(names('\u001bj')).toEqual(['escape', 'j']);
    expect(names('\u001b\u001b')).toEqual(['escape', 'escape']);
    expect(names('\u001b')).toEqual(['escape']);
  });

  it('names arrows, paging, home/end, delete and shift+tab, with their modifiers', () => {
    expect(names('\u001b[A\u001b[B\u001b[C\u001b[D')).toEqual(['up', 'down', 'right', 'left']);
    expect(names('\u001b[5~\u001b[6~\u001b[H\u001b[F\u001b[3~\u001b[Z')).toEqual([
      'pageup',
      'pagedown',
      'home',
      'end',
      'delete',
      'shift+tab',
    ]);
    expect(names('\u001b[1;5C\u001b[1;3D\u001bOA')).toEqual(['ctrl+right', 'alt+left', 'up']);
  });

  it('names control keys ctrl+letter and a capital its letter', () => {
    expect(names('\u0003\u0001\u0017G ')).toEqual(['ctrl+c', 'ctrl+a', 'ctrl+w', 'G', 'space']);
    expect(names('\n')).toEqual(['ctrl+j']);
  });

  it('skips a terminal report it does not know instead of typing it', () => {
    expect(names('\u001b[?1;2c')).toEqual(['unknown']);
  });
});

describe('bracketed paste', () => {
  it('makes a pasted text one key whose line breaks are "\\n", never a literal carriage return', () => {
    const keys = new KeyReader().read('\u001b[200~first line\rsecond\r\nthird\u001b[201~');
    expect(keys).toEqual([expect.objectContaining({ name: 'paste', text: 'first line\nsecond\nthird' })]);
  });

  it('holds a paste spread over several events until it ends, and reads the keys after it', () => {
    const reader = new KeyReader();
    expect(reader.read('\u001b[200~one ')).toEqual([]);
    expect(reader.read('two')).toEqual([]);
    expect(reader.read('\u001b[201~j').map((k) => [k.name, k.text])).toEqual([
      ['paste', 'one two'],
      ['j', 'j'],
    ]);
  });

  it('drops control characters and escape sequences from pasted text', () => {
    expect(cleanPaste('a\u0007b\u001b[31mc\td')).toBe('abc  d');
  });
});

describe('the binding table', () => {
  it('turns keys into commands, one per key of a burst', () => {
    expect(commands('jk?')).toEqual(['list.down', 'list.up', 'help']);
    expect(commands('\t\u001b[Z \r')).toEqual(['pane.next', 'pane.prev', 'round.step', 'item.open']);
    expect(commands('q\u0003')).toEqual(['quit', 'quit']);
    expect(commands('y\u0018')).toEqual([undefined, undefined]);
  });

  it('gives every key to at most one binding, in each table', () => {
    for (const table of [DEFAULT_BINDINGS.main, DEFAULT_BINDINGS.start]) {
      const keys = table.flatMap((b) => b.keys);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('names the first key of a command for messages', () => {
    expect(keyOf('list.down', DEFAULT_BINDINGS.main)).toBe('j');
    expect(keyOf('demo', DEFAULT_BINDINGS.start)).toBe('d');
  });
});
