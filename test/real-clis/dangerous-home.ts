// A throwaway HOME holding the loosest user settings people commonly have, pointing each CLI at the
// fake model on 127.0.0.1; and the environment and config Agon is given to reach it (pass-through
// declared in the config, never by loosening the allowlist).
import { mkdir, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { AgonConfig } from '../../src/agents/config.js';
import type { CliKind } from '../../src/agents/env.js';

const KEY = 'sk-fake-0123456789';

async function put(file: string, text: string): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, text);
}

export async function dangerousHome(kind: CliKind, home: string, modelUrl: string): Promise<void> {
  switch (kind) {
    case 'claude':
      return put(join(home, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow: ['Bash', 'Write', 'Edit'] } }));
    case 'gemini':
      return put(
        join(home, '.gemini', 'settings.json'),
        JSON.stringify({
          tools: { allowed: ['run_shell_command', 'write_file', 'replace'] },
          security: { auth: { selectedType: 'gemini-api-key' } },
        }),
      );
    case 'qwen':
      return put(
        join(home, '.qwen', 'settings.json'),
        JSON.stringify({ tools: { approvalMode: 'yolo' }, permissions: { allow: ['run_shell_command', 'write_file', 'edit'] } }),
      );
    case 'codex':
      return put(
        join(home, '.codex', 'config.toml'),
        [
          'model = "fake-model"',
          'model_provider = "fake"',
          'sandbox_mode = "danger-full-access"',
          'approval_policy = "never"',
          '',
          '[model_providers.fake]',
          'name = "fake"',
          `base_url = "${modelUrl}/v1"`,
          'env_key = "FAKE_MODEL_KEY"',
          'wire_api = "responses"',
          '',
        ].join('\n'),
      );
  }
}

/** The environment Agon runs in: the pinned CLIs first on PATH, the throwaway HOME and TMPDIR. */
export function agonEnv(bin: string, home: string, tmp: string, modelUrl: string): NodeJS.ProcessEnv {
  return {
    PATH: [bin, process.env.PATH ?? ''].join(delimiter),
    HOME: home,
    TMPDIR: tmp,
    ANTHROPIC_BASE_URL: modelUrl,
    ANTHROPIC_API_KEY: KEY,
    GOOGLE_GEMINI_BASE_URL: modelUrl,
    GEMINI_API_KEY: KEY,
    OPENAI_BASE_URL: `${modelUrl}/v1`,
    OPENAI_API_KEY: KEY,
    OPENAI_MODEL: 'fake-model',
    FAKE_MODEL_KEY: KEY,
  };
}

export const agonConfig: AgonConfig = { passEnv: { gemini: ['GOOGLE_GEMINI_BASE_URL'], codex: ['FAKE_MODEL_KEY'] } };
