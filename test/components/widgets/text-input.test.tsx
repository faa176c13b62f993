// Text fields edit as a shell line does, take a paste whole, and hold several lines where a field
// allows them; a line break never reaches the text as a carriage return.
import { Text } from 'ink';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { KeyReader, splitKeys } from '../../../components/keys/parse-keys.js';
import { applyKey, type Edit } from '../../../components/widgets/line-editor.js';
import { TextInput } from '../../../components/widgets/text-input.js';
import { backspace, end, enter, esc, home, left, paste, renderTui, right } from '../../helpers/render.js';

/** Types `keys` (as a terminal sends them) into a field holding `text` with the cursor at `cursor`. */
function typed(text: string, cursor: number, keys: string, multiline = false): Edit {
  let edit: Edit = { text, cursor };
  for (const key of new KeyReader().read(keys)) {
    const result = applyKey(edit, key, { multiline });
    if (result.kind === 'edit') edit = result.edit;
  }
  return edit;
}

describe('line editing', () => {
  it('inserts where the cursor is after Left, Home and Right', () => {
    expect(typed('helo', 4, `${left}l`).text).toBe('hello');
    expect(typed('ello', 4, `${home}h`).text).toBe('hello');
    expect(typed('hllo', 0, `${right}e`).text).toBe('hello');
  });

  it('goes to the ends with Home/End and Ctrl+A/Ctrl+E', () => {
    expect(typed('abc', 1, `${end}!`).text).toBe('abc!');
    expect(typed('abc', 2, '\u0001>').text).toBe('>abc');
    expect(typed('abc', 0, '\u0005<').text).toBe('abc<');
  });

  it('deletes the word before the cursor with Ctrl+W, to the start with Ctrl+U, to the end with Ctrl+K', () => {
    expect(typed('redis or memcached', 18, '\u0017').text).toBe('redis or ');
    expect(typed('redis or memcached', 8, '\u0015').text).toBe(' memcached');
    expect(typed('redis or memcached', 5, '\u000b').text).toBe('redis');
  });

  it('moves by words with Ctrl or Alt and the arrows', () => {
    expect(typed('one two three', 13, '\u001b[1;5D').cursor).toBe(8);
    expect(typed('one two three', 0, '\u001b[1;3C').cursor).toBe(3);
  });

  it('deletes before the cursor with Backspace and under it with Delete, three Backspaces in one chunk included', () => {
    expect(typed('abcdef', 6, backspace.repeat(3)).text).toBe('abc');
    expect(typed('abcdef', 0, '\u001b[3~').text).toBe('bcdef');
  });

  it('turns the line breaks of a paste into spaces in a one-line field, and keeps them in a multi-line one', () => {
    expect(typed('', 0, paste('first line\rsecond\r\nthird')).text).toBe('first line second third');
    expect(typed('', 0, paste('first line\rsecond'), true).text).toBe('first line\nsecond');
  });

  it('starts a new line on Ctrl+J in a multi-line field only, and moves between lines with Up and Down', () => {
    expect(typed('ab', 2, '\ncd', true).text).toBe('ab\ncd');
    expect(typed('ab', 2, '\ncd').text).toBe('abcd');
    expect(typed('abc\nde', 6, '\u001b[AX', true).text).toBe('abXc\nde');
  });

  it('submits on Enter and cancels on Esc, whatever the mode', () => {
    expect(applyKey({ text: 'a', cursor: 1 }, splitKeys(enter)[0]!, { multiline: true }).kind).toBe('submit');
    expect(applyKey({ text: 'a', cursor: 1 }, splitKeys(esc)[0]!).kind).toBe('cancel');
  });
});

function Field({ multiline = false, onSubmit }: { multiline?: boolean; onSubmit: (v: string) => void }) {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<string | undefined>();
  return (
    <>
      <TextInput
        value={value}
        onChange={setValue}
        focus
        multiline={multiline}
        onSubmit={(v) => {
          setSent(v);
          onSubmit(v);
        }}
      />
      {sent !== undefined ? <Text>sent: {JSON.stringify(sent)}</Text> : null}
    </>
  );
}

describe('TextInput', () => {
  it('submits what was typed and corrected in one burst, Backspace and Enter included', async () => {
    const sent: string[] = [];
    const tui = await renderTui(<Field onSubmit={(v) => sent.push(v)} />);

    await tui.write(`redis${backspace}${backspace}ds${left}${left}i\r`);

    expect(sent).toEqual(['redids']);
  });

  it('shows a multi-line draft on its own lines, and a pasted text never as a carriage return', async () => {
    const sent: string[] = [];
    const tui = await renderTui(<Field multiline onSubmit={(v) => sent.push(v)} />);

    await tui.write(paste('first line\rsecond'));
    expect(tui.lastFrame().split('\n').slice(0, 2)).toEqual(['first line', 'second']);
    await tui.write(enter);

    expect(sent).toEqual(['first line\nsecond']);
    expect(tui.lastFrame()).not.toContain('\r');
  });
});
