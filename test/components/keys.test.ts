import { describe, expect, it } from 'vitest';
import { BINDINGS, commandsFor, type KeyInfo, keyNames, keysOf } from '../../components/keys/bindings.js';

const noKey: KeyInfo = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  return: false,
  escape: false,
  tab: false,
  shift: false,
  ctrl: false,
  backspace: false,
  delete: false,
  pageUp: false,
  pageDown: false,
};

describe('commandsFor turns one Ink input event into commands', () => {
  it('gives three list.down for a run of three typed j', () => {
    expect(commandsFor('jjj', noKey)).toEqual(['list.down', 'list.down', 'list.down']);
  });

  it('gives one command per key of a mixed run, in order', () => {
    expect(commandsFor('jk?', noKey)).toEqual(['list.down', 'list.up', 'help']);
  });

  it('gives quit for ctrl+c', () => {
    expect(commandsFor('c', { ...noKey, ctrl: true })).toEqual(['quit']);
  });

  it('gives quit for q', () => {
    expect(commandsFor('q', noKey)).toEqual(['quit']);
  });

  it('gives the next pane for tab and the previous one for shift+tab', () => {
    expect(commandsFor('', { ...noKey, tab: true })).toEqual(['pane.next']);
    expect(commandsFor('', { ...noKey, tab: true, shift: true })).toEqual(['pane.prev']);
  });

  it('gives a round step for space', () => {
    expect(commandsFor(' ', noKey)).toEqual(['round.step']);
  });

  it('moves with the arrow keys as with j and k', () => {
    expect(commandsFor('', { ...noKey, downArrow: true })).toEqual(['list.down']);
    expect(commandsFor('', { ...noKey, upArrow: true })).toEqual(['list.up']);
  });

  it('opens the selected item on enter', () => {
    expect(commandsFor('', { ...noKey, return: true })).toEqual(['item.open']);
  });

  it('gives nothing for keys no binding names', () => {
    expect(commandsFor('y', noKey)).toEqual([]);
    expect(commandsFor('', { ...noKey, leftArrow: true })).toEqual([]);
    expect(commandsFor('x', { ...noKey, ctrl: true })).toEqual([]);
  });

  it('skips the unknown keys of a run and keeps the known ones', () => {
    expect(commandsFor('jyj', noKey)).toEqual(['list.down', 'list.down']);
  });

  it('names an escape key escape, whatever input comes with it', () => {
    expect(keyNames('', { ...noKey, escape: true })).toEqual(['escape']);
  });
});

describe('the binding table', () => {
  it('gives every key to at most one binding', () => {
    const keys = BINDINGS.flatMap((b) => b.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spells the keys of a command for hints', () => {
    expect(keysOf('list.down')).toBe('j/down');
    expect(keysOf('no.such')).toBe('');
  });
});
