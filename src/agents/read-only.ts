// What makes a seat read-only whatever the person's own CLI settings say. Each CLI merges its
// user settings (`~/.claude/settings.json`, `~/.gemini/settings.json`, `~/.qwen/settings.json`)
// into every run, and those may allow a shell or set yolo; so each read-only seat is restricted
// by what outranks them in that CLI, proven with the real binaries (test/real-clis/):
// - claude: `--tools` is the list of built-in tools that exist at all; an allow rule in settings
//   cannot bring back a tool that is not there (a deny list would miss the next writing tool).
// - gemini: a policy file of the seat's own. `--policy` replaces the user's policy paths and ranks
//   at the user tier above every rule the settings make (`tools.allowed`, yolo's allow-all);
//   `--admin-policy` lifts it above the user tier, unless the machine's administrator has system
//   policies, which then decide.
// - qwen: `--exclude-tools` joins its deny rules, which win over every allow rule and take the
//   tools away from the model; plan mode only skips its own headless denials for a tool the
//   settings allow, and still offers the model that shell.
// - codex: `--sandbox read-only` wins over `sandbox_mode` and `approval_policy` in config.toml.
// Each also gets its default approval mode, so a yolo in the settings approves nothing else.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Claude Code's built-in tools a read-only seat keeps: reading files and the web. */
export const CLAUDE_READ_TOOLS = ['Read', 'Grep', 'Glob', 'WebFetch', 'WebSearch'];

/** Qwen Code's tools that run commands or write files. */
export const QWEN_WRITING_TOOLS = ['run_shell_command', 'monitor', 'edit', 'write_file', 'save_memory'];

/** Gemini CLI's tools that run commands or write files. */
export const GEMINI_WRITING_TOOLS = ['run_shell_command', 'write_file', 'replace', 'save_memory'];

export const GEMINI_POLICY_FILE = 'gemini-read-only.toml';

export const GEMINI_POLICY = `# Written by agon: this seat is read-only (allow_edits=true on the seat lifts it).
[[rule]]
toolName = [${GEMINI_WRITING_TOOLS.map((t) => JSON.stringify(t)).join(', ')}]
decision = "deny"
priority = 999
`;

/** Writes the read-only policy into the seat's own folder and returns its path. */
export async function writeGeminiPolicy(seatDir: string): Promise<string> {
  await mkdir(seatDir, { recursive: true });
  const file = join(seatDir, GEMINI_POLICY_FILE);
  await writeFile(file, GEMINI_POLICY);
  return file;
}
