// The environment a child CLI gets: an allowlist, never the parent's whole environment, so one
// vendor's key never reaches another vendor's CLI and nothing the person exported by accident
// (cloud credentials, tokens of other tools, CLAUDECODE) leaks into a model's tool calls.
import { MARKER_VARIABLE } from '../system/processes.js';

export type CliKind = 'codex' | 'claude' | 'gemini' | 'qwen';

/** What every CLI needs to run at all: locating programs and home, locale, proxies, certificates. */
const COMMON = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TZ',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'LC_MESSAGES',
  'XDG_CONFIG_HOME',
  'XDG_DATA_HOME',
  'XDG_CACHE_HOME',
  'XDG_STATE_HOME',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'ALL_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'all_proxy',
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'REQUESTS_CA_BUNDLE',
  'CURL_CA_BUNDLE',
] as const;

/** Each kind's own config home and credentials. */
const OWN: Record<CliKind, readonly string[]> = {
  codex: ['CODEX_HOME', 'OPENAI_API_KEY', 'CODEX_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_ORG_ID', 'OPENAI_PROJECT_ID'],
  claude: [
    'CLAUDE_CONFIG_DIR',
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'ANTHROPIC_BASE_URL',
    'CLAUDE_CODE_OAUTH_TOKEN',
    'CLAUDE_CODE_USE_BEDROCK',
    'CLAUDE_CODE_USE_VERTEX',
  ],
  gemini: [
    'GEMINI_CLI_HOME',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
    'GOOGLE_GENAI_USE_VERTEXAI',
    'GOOGLE_GENAI_USE_GCA',
    'GOOGLE_CLOUD_PROJECT',
    'GOOGLE_CLOUD_LOCATION',
    'GOOGLE_APPLICATION_CREDENTIALS',
  ],
  qwen: ['QWEN_HOME', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'DASHSCOPE_API_KEY'],
};

/** Cloud credentials a kind gets only when the person chose that cloud for it. */
const WHEN: Partial<Record<CliKind, { switch: string; names: string[] }[]>> = {
  claude: [
    {
      switch: 'CLAUDE_CODE_USE_BEDROCK',
      names: ['AWS_PROFILE', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_BEARER_TOKEN_BEDROCK'],
    },
    { switch: 'CLAUDE_CODE_USE_VERTEX', names: ['ANTHROPIC_VERTEX_PROJECT_ID', 'CLOUD_ML_REGION', 'GOOGLE_APPLICATION_CREDENTIALS'] },
  ],
};

/** Set for every child: plain output, no colour, no pager. */
const FORCED: Record<string, string> = { TERM: 'dumb', NO_COLOR: '1', PAGER: 'cat' };

const EXTRA: Record<CliKind, Record<string, string>> = {
  codex: {},
  claude: { DISABLE_AUTOUPDATER: '1' },
  // Headless Gemini refuses untrusted folders (exit 55); the seat folder or the chosen workdir is trusted.
  gemini: { GEMINI_CLI_TRUST_WORKSPACE: 'true' },
  qwen: {},
};

export function allowedNames(kind: CliKind, passEnv: readonly string[] = [], parent: NodeJS.ProcessEnv = {}): string[] {
  const chosen = (WHEN[kind] ?? []).filter((w) => parent[w.switch]).flatMap((w) => w.names);
  return [...COMMON, ...OWN[kind], ...chosen, ...passEnv];
}

/** The child's whole environment (execa runs with extendEnv: false). */
export function childEnv(kind: CliKind, parent: NodeJS.ProcessEnv, passEnv: readonly string[] = []): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of allowedNames(kind, passEnv, parent)) {
    const value = parent[name];
    if (typeof value === 'string') env[name] = value;
  }
  return { ...env, ...FORCED, ...EXTRA[kind] };
}

/** The variables a child may see, including the ones agon sets itself (for doctor and tests). */
export function visibleNames(kind: CliKind, passEnv: readonly string[] = [], parent: NodeJS.ProcessEnv = {}): Set<string> {
  // The marker process.ts adds, by which every process the CLI starts is found again.
  return new Set([...allowedNames(kind, passEnv, parent), ...Object.keys(FORCED), ...Object.keys(EXTRA[kind]), MARKER_VARIABLE]);
}
