// zod compiles each object schema into a function on its first parse; a CLI process parses most of
// its shapes a handful of times, so the compiling costs more than it saves (an agent call cost 4.3
// ms interpreted against 5.7 compiled, as test/bench/overhead.bench.ts counts it). zod reads the
// mode as each schema is built, so this runs before any module that builds one is loaded. A module
// of its own, imported statically by nothing, so `--help` loads no zod. zod is imported as a
// namespace (here and everywhere) whose members are only read, which lets the bundler keep just the
// parts the code uses: a third of zod.
import * as z from 'zod';

export function interpretZod(): void {
  z.config({ jitless: true });
}
