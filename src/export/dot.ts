// The argument map for Graphviz: one box per argument, filled by its grounded label (green IN,
// red OUT, yellow UNDEC), with its id, kind, status, label and score; a thick orange border where
// the bucket and the label disagree. Supports are green arrows, rebuttals red, undercuts red and
// dashed with a flat head.
import type { ArgumentMapNode, ArgumentMapView } from '../protocols/types.js';

const FILL = { IN: '#d8f0d8', OUT: '#f5d0d0', UNDEC: '#fbf0c0' } as const;
const EDGE = {
  support: 'color="#2e7d32", arrowhead=normal',
  rebut: 'color="#c62828", arrowhead=vee',
  undercut: 'color="#c62828", arrowhead=tee, style=dashed',
} as const;

export function dot(map: ArgumentMapView, title: string): string {
  const lines = [
    'digraph agon {',
    `  graph [rankdir=BT, labelloc=t, fontname="Helvetica", label="${quote(wrap(title, 80))}\\n${quote(legend(map))}"];`,
    '  node [shape=box, style="rounded,filled", fontname="Helvetica", fontsize=10];',
    '  edge [fontname="Helvetica", fontsize=9];',
    ...map.nodes.map(node),
    ...map.edges.map((e) => `  "${quote(e.from)}" -> "${quote(e.to)}" [${EDGE[e.relation]}, label="${e.relation}"];`),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

function legend(map: ArgumentMapView): string {
  const { labels, scores, converged, residual } = map.method;
  return `labels: ${labels}; scores: ${scores}${converged ? '' : ` (not converged, residual ${residual.toExponential(1)})`}`;
}

function node(n: ArgumentMapNode): string {
  const head = [n.id, n.kind, n.status].filter(Boolean).join(' · ');
  const body = n.text.length > 200 ? `${n.text.slice(0, 197)}...` : n.text;
  const label = [
    head,
    `${n.formal.label} · ${n.formal.score.toFixed(2)}`,
    wrap(body, 40),
    ...(n.formal.disagrees ? [`(!) ${wrap(n.formal.disagrees, 40)}`] : []),
  ]
    .map(quote)
    .join('\\n');
  const border = n.formal.disagrees ? ', color="#e65100", penwidth=3' : n.unattackable ? ', penwidth=2' : '';
  return `  "${quote(n.id)}" [label="${label}", fillcolor="${FILL[n.formal.label]}"${border}];`;
}

/** Breaks text into lines of about `width` characters at spaces. */
function wrap(text: string, width: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.join('\n');
}

/** A DOT double-quoted string body; line breaks become \n. */
function quote(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
