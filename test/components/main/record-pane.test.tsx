import { describe, expect, it } from 'vitest';
import { RecordPane } from '../../../components/main/record-pane.js';
import { themeFor } from '../../../components/theme.js';
import { argumentation } from '../../../src/protocols/argumentation/index.js';
import type { RecordRow, ViewPart } from '../../../src/protocols/types.js';
import { Debate, value } from '../../helpers/debate.js';
import { lineWith, renderTui } from '../../helpers/render.js';

const theme = themeFor({});
const ROW_ID = /\bL\d+\b/g;

function ledgerOf(d: Debate): ViewPart<RecordRow> {
  return argumentation.view(d.state).record;
}

const part = (rows: RecordRow[]): ViewPart<RecordRow> => ({ title: 'Ledger', empty: 'No entries yet.', rows });

function manyRows(count: number): RecordRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `L${i + 1}`,
    mark: `r${Math.floor(i / 250) + 1}`,
    badge: 'unverified:cons',
    tone: 'claimed' as const,
    seat: 'consultee',
    text: `claim number ${i + 1}`,
    flags: [],
  }));
}

describe('RecordPane', () => {
  it('leads each row with its text, with the id and the standing as small marks at its edges', async () => {
    const rows = manyRows(2).map((row, i) => ({ ...row, status: i === 0 ? 'agreed' : 'open', text: `the claim of row ${i + 1}` }));
    const { lastFrame } = await renderTui(<RecordPane part={part(rows)} selected={0} focused height={10} theme={theme} width={60} />);

    expect(lineWith(lastFrame(), 'L2 ')).toMatch(/^│ {2}○ L2 the claim of row 2\s+open│$/);
    expect(lastFrame()).not.toContain('[unverified:cons]');
  });

  it('shows the selected row whole, wrapped in place, with the newest word on it under it', async () => {
    const long = 'Redis fits a session cache better: per-key TTLs, optional persistence, and replication for the failover we need';
    const rows = manyRows(3).map((row, i) =>
      i === 1 ? { ...row, text: long, latest: 'SKEPTICAL: persistence is optional, not free' } : row,
    );
    const { lastFrame } = await renderTui(<RecordPane part={part(rows)} selected={1} focused height={12} theme={theme} width={50} />);

    const frame = lastFrame().replace(/[│›]/g, ' ');
    expect(frame.replace(/\s+/g, ' ')).toContain(long);
    expect(frame.replace(/\s+/g, ' ')).toContain('↳ SKEPTICAL: persistence is optional, not free');
    expect(lineWith(lastFrame(), 'L1 ')).not.toContain('Redis');
    expect(lastFrame()).toContain('claim number 3');
  });

  it('cuts the other rows to one line each, never the selected one', async () => {
    const rows = manyRows(2).map((row) => ({ ...row, text: `${'word '.repeat(30)}end` }));
    const { lastFrame } = await renderTui(<RecordPane part={part(rows)} selected={0} focused height={12} theme={theme} width={50} />);

    expect(lineWith(lastFrame(), 'L2 ')).toContain('…');
    expect(lastFrame()).toContain('end');
  });

  it('shows the formal label beside a row, marking where the standing and the label disagree', async () => {
    const rows = manyRows(2).map((row, i) => ({
      ...row,
      formal:
        i === 0 ? { label: 'OUT' as const, score: 0.12, disagrees: 'Agreed, but formally OUT' } : { label: 'IN' as const, score: 0.81 },
    }));
    const { lastFrame } = await renderTui(<RecordPane part={part(rows)} selected={0} focused height={10} theme={theme} />);
    expect(lineWith(lastFrame(), 'L1 ')).toContain('OUT≠');
    expect(lineWith(lastFrame(), 'L2 ')).toMatch(/IN\s*│$/);
  });

  it('folds the empty open pane into its last line', async () => {
    const { lastFrame } = await renderTui(
      <RecordPane part={part(manyRows(2))} selected={0} focused height={10} theme={theme} folded="Open challenges (0) — None open." />,
    );
    expect(lastFrame().split('\n').at(-2)).toContain('Open challenges (0) — None open.');
  });

  it('titles the pane with the number of entries', async () => {
    const { lastFrame } = await renderTui(<RecordPane part={part(manyRows(3))} selected={0} focused height={10} theme={theme} />);

    expect(lastFrame()).toContain('Ledger (3)');
  });

  it('invites a first step when the ledger is empty', async () => {
    const { lastFrame } = await renderTui(
      <RecordPane part={part([])} selected={0} focused height={10} theme={theme} hint="Press space to run a step." />,
    );

    expect(lastFrame()).toContain('No entries yet. Press space to run a step.');
  });

  it('renders only the rows that fit in a 2,000-row ledger', async () => {
    const height = 12;
    const { lastFrame } = await renderTui(<RecordPane part={part(manyRows(2000))} selected={0} focused height={height} theme={theme} />);

    const ids = lastFrame().match(ROW_ID) ?? [];
    expect(ids).toEqual(['L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7', 'L8', 'L9']);
    expect(lastFrame()).not.toContain('L10');
    expect(lastFrame()).toContain('Ledger 1–9 of 2000');
  });

  it('keeps the selected row of a 2,000-row ledger in view', async () => {
    const { lastFrame } = await renderTui(<RecordPane part={part(manyRows(2000))} selected={1500} focused height={12} theme={theme} />);

    const ids = lastFrame().match(ROW_ID) ?? [];
    expect(ids).toHaveLength(9);
    expect(ids).toContain('L1501');
    expect(lastFrame()).toContain('claim number 1501');
    expect(lastFrame()).toContain('Ledger 1493–1501 of 2000');
  });

  it('shows control sequences in agent text made visible, never raw', async () => {
    const d = new Debate({ mode: 'minimal' });
    d.consultee(value('\u202Eevil\u202C \x1b]52;c;eA==\x07 \x1b[2A'));

    const { lastFrame, rawFrame } = await renderTui(<RecordPane part={ledgerOf(d)} selected={0} focused height={8} theme={theme} />);

    expect(lastFrame()).toContain('^[]52;c;eA==^G');
    expect(lastFrame()).toContain('^[[2A');
    expect(lastFrame()).toContain('<U+202E>evil<U+202C>');
    expect(rawFrame()).not.toContain('\x1b]52');
    expect(rawFrame()).not.toContain('\x1b[2A');
    expect(rawFrame()).not.toContain('\u202e');
    expect(rawFrame()).not.toContain('\x07');
  });

  it('shows a row spread over several lines on one line', async () => {
    const rows = manyRows(1).map((r) => ({ ...r, text: 'first line\nsecond line' }));

    const { lastFrame } = await renderTui(<RecordPane part={part(rows)} selected={0} focused height={8} theme={theme} />);

    expect(lastFrame()).toContain('first line second line');
  });
});
