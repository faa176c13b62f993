// Strongly connected components by Tarjan's algorithm, iterative (an explicit call stack in typed
// arrays), so a path of a million nodes needs no recursion.

export interface Components {
  count: number;
  /** The component of each node, or -1 for a node left out. */
  of: Int32Array;
  /** The nodes of component c are nodes[start[c] .. start[c + 1]). */
  start: Int32Array;
  nodes: Int32Array;
}

/**
 * Components of the graph whose edges from u are adj[rowStart[u] .. rowStart[u + 1]), restricted to
 * the nodes with include[u] set (all when omitted). Components are numbered in the order Tarjan
 * completes them: an edge between two components always goes from a higher number to a lower one,
 * so ascending numbers visit every edge's head before its tail.
 */
export function stronglyConnected(size: number, rowStart: Int32Array, adj: Int32Array, include?: Uint8Array): Components {
  const index = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const of = new Int32Array(size).fill(-1);
  const onStack = new Uint8Array(size);
  const stack = new Int32Array(size);
  const callNode = new Int32Array(size);
  const callEdge = new Int32Array(size);
  let stackTop = 0;
  let counter = 0;
  let count = 0;
  for (let root = 0; root < size; root++) {
    if (index[root] !== -1 || (include && !include[root])) continue;
    let depth = 0;
    callNode[0] = root;
    callEdge[0] = rowStart[root]!;
    index[root] = low[root] = counter++;
    stack[stackTop++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const u = callNode[depth]!;
      const e = callEdge[depth]!;
      if (e < rowStart[u + 1]!) {
        callEdge[depth] = e + 1;
        const v = adj[e]!;
        if (include && !include[v]) continue;
        if (index[v] === -1) {
          index[v] = low[v] = counter++;
          stack[stackTop++] = v;
          onStack[v] = 1;
          depth += 1;
          callNode[depth] = v;
          callEdge[depth] = rowStart[v]!;
        } else if (onStack[v] && index[v]! < low[u]!) {
          low[u] = index[v]!;
        }
        continue;
      }
      if (low[u] === index[u]) {
        let w: number;
        do {
          w = stack[--stackTop]!;
          onStack[w] = 0;
          of[w] = count;
        } while (w !== u);
        count += 1;
      }
      depth -= 1;
      if (depth >= 0) {
        const parent = callNode[depth]!;
        if (low[u]! < low[parent]!) low[parent] = low[u]!;
      }
    }
  }
  const start = new Int32Array(count + 1);
  for (let u = 0; u < size; u++) if (of[u]! >= 0) start[of[u]! + 1]! += 1;
  for (let c = 0; c < count; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, count);
  const nodes = new Int32Array(start[count]!);
  for (let u = 0; u < size; u++) if (of[u]! >= 0) nodes[fill[of[u]!]!++] = u;
  return { count, of, start, nodes };
}

/** Whether node u has an edge to itself. */
export function hasLoop(rowStart: Int32Array, adj: Int32Array, u: number): boolean {
  for (let e = rowStart[u]!; e < rowStart[u + 1]!; e++) if (adj[e] === u) return true;
  return false;
}
