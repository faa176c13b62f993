// OpenAI-compatible servers people run on their own machine, at the addresses they listen on out of
// the box. Only the loopback address is asked, with a short timeout, so looking costs nothing when
// none runs; each one found is listed with the models it serves.
export interface LocalServer {
  name: string;
  base: string;
}

export interface LocalFinding extends LocalServer {
  running: boolean;
  models: string[];
  /** How to seat it: `openai:base=…,model=…`. */
  seat?: string;
}

export const USUAL_LOCAL_SERVERS: readonly LocalServer[] = [
  { name: 'ollama', base: 'http://127.0.0.1:11434/v1' },
  { name: 'lm-studio', base: 'http://127.0.0.1:1234/v1' },
  { name: 'vllm', base: 'http://127.0.0.1:8000/v1' },
  { name: 'llama.cpp', base: 'http://127.0.0.1:8080/v1' },
];

const TIMEOUT_MS = 1_000;

async function look(server: LocalServer): Promise<LocalFinding> {
  try {
    const response = await fetch(`${server.base}/models`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return { ...server, running: false, models: [] };
    }
    const body = (await response.json()) as { data?: { id?: unknown }[] };
    const models = (body.data ?? []).map((m) => m.id).filter((id): id is string => typeof id === 'string');
    return { ...server, running: true, models, ...(models[0] ? { seat: `openai:base=${server.base},model=${models[0]}` } : {}) };
  } catch {
    return { ...server, running: false, models: [] };
  }
}

export function findLocalServers(servers: readonly LocalServer[] = USUAL_LOCAL_SERVERS): Promise<LocalFinding[]> {
  return Promise.all(servers.map(look));
}
