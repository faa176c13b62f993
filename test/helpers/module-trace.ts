// A module.register resolve hook that appends every module URL a process resolves to a file
// (given as `data.out`), for checks and benchmarks of what a command loads.
export const RESOLVE_HOOKS = `
import { appendFileSync } from 'node:fs';
let out;
export async function initialize(data) { out = data.out; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(out, result.url + '\\n');
  return result;
}
`;
