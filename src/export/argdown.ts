// The argument map in Argdown (argdown.org), for its editor, map views and exports. Every item is
// an argument; its relations are listed under the item they point at: `+ <E1>` (E1 supports it),
// `- <C2>` (C2 rebuts it), `<_ <C3>` (C3 undercuts it). Tags carry the kind, the procedural status,
// the grounded label and a disagreement; the score and the rest go in the data block.
import type { ArgumentMapNode, ArgumentMapView } from '../protocols/types.js';

const MARK = { support: '+', rebut: '-', undercut: '<_' } as const;

export function argdown(map: ArgumentMapView, title: string): string {
  const lines = [
    '===',
    `title: ${JSON.stringify(title)}`,
    '===',
    '',
    `// Labels: ${map.method.labels}. Scores: ${map.method.scores}, ${map.method.converged ? 'converged' : 'NOT converged'} (residual ${map.method.residual.toExponential(1)}).`,
    '// #IN, #OUT and #UNDEC are grounded labels; #disagrees marks an item whose bucket and label disagree.',
  ];
  // One section per kind of item, in the order the kinds first appear in the map.
  for (const kind of new Set(map.nodes.map((n) => n.kind))) {
    const nodes = map.nodes.filter((n) => n.kind === kind);
    lines.push('', `# ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
    for (const node of nodes) {
      lines.push('', definition(node));
      for (const edge of map.edges.filter((e) => e.to === node.id)) lines.push(`  ${MARK[edge.relation]} <${edge.from}>`);
    }
  }
  if (map.omitted.length > 0) {
    lines.push('', ...map.omitted.map((o) => `// not an argument: ${o.id} (${o.reason.replace(/\s+/g, ' ')})`));
  }
  return `${lines.join('\n')}\n`;
}

function definition(node: ArgumentMapNode): string {
  const tags = [
    node.kind,
    node.status,
    node.formal.label,
    node.formal.disagrees ? 'disagrees' : undefined,
    node.unattackable ? 'unattackable' : undefined,
  ]
    .filter((t): t is string => t !== undefined)
    .map((t) => (/^[A-Za-z0-9-]+$/.test(t) ? `#${t}` : `#(${t.replace(/[()]/g, '')})`));
  const data = {
    label: node.formal.label,
    score: Number(node.formal.score.toFixed(4)),
    ...(node.status ? { status: node.status } : {}),
    ...(node.formal.disagrees ? { disagrees: node.formal.disagrees } : {}),
  };
  const yaml = Object.entries(data)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join(', ');
  return `<${node.id}>: ${escapeArgdown(node.text)} ${tags.join(' ')} {${yaml}}`;
}

/** Argdown syntax characters become escaped characters; line breaks become spaces. */
function escapeArgdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\@#*_[\]<>{}/]/g, (c) => `\\${c}`);
}
