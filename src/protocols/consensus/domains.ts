// Phase 0 without an agent to write the personas: the topic's domain, detected from the question's
// words, and built-in templates of the three experts for each domain. The person can rewrite any
// of them before round 1.
import type { Challenger } from './persona-text.js';

export interface PersonaSeed {
  title: string;
  expertise: string;
  focus: string[];
}

interface Domain {
  name: string;
  /** Word stems that point to the domain; the domain with the most hits wins. */
  words: readonly string[];
  experts: Record<Challenger, PersonaSeed>;
}

const DOMAINS: readonly Domain[] = [
  {
    name: 'data systems',
    words: [
      'database',
      'sql',
      'postgres',
      'mysql',
      'redis',
      'memcached',
      'cache',
      'etl',
      'kafka',
      'flink',
      'stream',
      'batch',
      'warehouse',
      'pipeline',
      'index',
      'query',
      'schema',
      'replica',
      'shard',
      'mongo',
      'dynamo',
      'spark',
    ],
    experts: {
      architect: {
        title: 'data platform architect',
        expertise: 'You have designed storage and data pipelines that grew a hundredfold, and you know where they bend first.',
        focus: [
          'data volume and throughput growth',
          'partitioning, ordering and consistency guarantees',
          'coupling between producers, storage and consumers',
        ],
      },
      operator: {
        title: 'database reliability engineer',
        expertise: 'You have carried the pager for production databases and pipelines through failovers, backfills and bad migrations.',
        focus: [
          'backfills, reprocessing and schema migrations',
          'failover, replication lag and recovery time',
          'what is visible on a dashboard when it breaks at 3 a.m.',
        ],
      },
      adversary: {
        title: 'data security engineer',
        expertise: 'You find the ways data leaks, gets corrupted or gets poisoned.',
        focus: [
          'access control on every store and topic',
          'poisoned, duplicate and out-of-order records',
          'personal data retention and deletion',
        ],
      },
    },
  },
  {
    name: 'web applications',
    words: [
      'frontend',
      'react',
      'vue',
      'angular',
      'browser',
      'css',
      'html',
      'spa',
      'ssr',
      'web app',
      'website',
      'next.js',
      'javascript',
      'typescript',
      'ui',
      'ux',
    ],
    experts: {
      architect: {
        title: 'web application architect',
        expertise: 'You have built web applications that had to stay fast as features, teams and traffic multiplied.',
        focus: [
          'rendering strategy and bundle growth',
          'state management across pages and teams',
          'API boundaries between client and server',
        ],
      },
      operator: {
        title: 'site reliability engineer for web products',
        expertise: 'You run web products in production and own their releases and incidents.',
        focus: ['release, rollback and feature flags', 'client-side errors nobody sees', 'caching layers and their invalidation'],
      },
      adversary: {
        title: 'web application penetration tester',
        expertise: 'You break web applications for a living.',
        focus: ['XSS, CSRF and injection paths', 'session and token handling in the browser', 'abuse of public endpoints and forms'],
      },
    },
  },
  {
    name: 'infrastructure and deployment',
    words: [
      'kubernetes',
      'k8s',
      'docker',
      'container',
      'cloud',
      'aws',
      'gcp',
      'azure',
      'terraform',
      'deploy',
      'ci',
      'cd',
      'serverless',
      'lambda',
      'vm',
      'cluster',
      'helm',
      'ansible',
      'infrastructure',
      'hosting',
    ],
    experts: {
      architect: {
        title: 'cloud infrastructure architect',
        expertise: 'You design platforms that many teams deploy to, and you have seen them hit their limits.',
        focus: [
          'resource limits, autoscaling and cost growth',
          'blast radius and isolation between workloads',
          'how much platform complexity the team can carry',
        ],
      },
      operator: {
        title: 'platform SRE',
        expertise: 'You keep clusters and pipelines alive and have debugged them under pressure.',
        focus: [
          'upgrades, drift and configuration sprawl',
          'failure modes of the control plane and the network',
          'observability, runbooks and on-call load',
        ],
      },
      adversary: {
        title: 'cloud security engineer',
        expertise: 'You look for the misconfiguration that gives an attacker the whole account.',
        focus: [
          'identity, roles and secret distribution',
          'exposed endpoints and network policy gaps',
          'supply chain: images, dependencies, CI credentials',
        ],
      },
    },
  },
  {
    name: 'APIs and services',
    words: [
      'api',
      'rest',
      'graphql',
      'grpc',
      'endpoint',
      'microservice',
      'service',
      'monolith',
      'webhook',
      'rpc',
      'versioning',
      'gateway',
      'queue',
      'event-driven',
      'message',
    ],
    experts: {
      architect: {
        title: 'distributed systems architect',
        expertise: 'You have split monoliths and merged microservices back, and you know what each costs.',
        focus: ['service boundaries and coupling', 'synchronous call chains, fan-out and latency', 'contract evolution and versioning'],
      },
      operator: {
        title: 'service reliability engineer',
        expertise: 'You operate fleets of services and debug failures that cross five of them.',
        focus: [
          'partial failures, retries, timeouts and backpressure',
          'tracing and debugging across services',
          'deploy order and backward compatibility',
        ],
      },
      adversary: {
        title: 'API security specialist',
        expertise: 'You abuse APIs the way real attackers do.',
        focus: [
          'authentication and authorization on every call',
          'rate limits, enumeration and resource exhaustion',
          'malformed, oversized and replayed requests',
        ],
      },
    },
  },
  {
    name: 'security and identity',
    words: [
      'auth',
      'oauth',
      'oidc',
      'sso',
      'encryption',
      'token',
      'jwt',
      'password',
      'secret',
      'vulnerability',
      'security',
      'identity',
      'permission',
      'rbac',
      'tls',
      'certificate',
      'key',
    ],
    experts: {
      architect: {
        title: 'identity and access architect',
        expertise: 'You design identity systems that must serve every product and still stay simple.',
        focus: [
          'where trust boundaries sit and how many there are',
          'scaling of sessions, tokens and key material',
          'integration cost for every client',
        ],
      },
      operator: {
        title: 'security operations engineer',
        expertise: 'You rotate keys, answer alerts and clean up after incidents.',
        focus: [
          'key and certificate rotation without downtime',
          'audit trails that answer "who did what"',
          'recovery when the identity provider is down',
        ],
      },
      adversary: {
        title: 'red-team lead',
        expertise: 'You plan and run attacks against systems like this one.',
        focus: [
          'token theft, replay and privilege escalation',
          'account takeover and recovery-flow abuse',
          'the cheapest path to the most valuable asset',
        ],
      },
    },
  },
  {
    name: 'machine learning systems',
    words: [
      'model',
      'llm',
      'training',
      'inference',
      'embedding',
      'ml',
      'ai',
      'gpu',
      'fine-tune',
      'finetune',
      'rag',
      'vector',
      'dataset',
      'prompt',
      'agent',
    ],
    experts: {
      architect: {
        title: 'ML systems architect',
        expertise: 'You have taken models from notebooks to products with real traffic.',
        focus: ['inference cost and latency at scale', 'data and model versioning', 'coupling between the model and the product around it'],
      },
      operator: {
        title: 'ML platform engineer',
        expertise: 'You keep models serving and retraining pipelines running.',
        focus: [
          'drift, silent degradation and evaluation in production',
          'rollback to a previous model',
          'GPU capacity, queues and failures',
        ],
      },
      adversary: {
        title: 'AI red-teamer',
        expertise: 'You make models misbehave.',
        focus: ['prompt injection and data exfiltration', 'training-data poisoning', 'abuse of outputs and of the cost model'],
      },
    },
  },
];

const GENERAL: Domain = {
  name: 'software systems',
  words: [],
  experts: {
    architect: {
      title: 'software architect',
      expertise: 'You have designed systems that had to grow in load, features and team size.',
      focus: [
        'how the design behaves at ten times the load',
        'accidental complexity and coupling',
        'the decisions that will be hard to reverse',
      ],
    },
    operator: {
      title: 'production engineer',
      expertise: 'You run software in production and answer its pages.',
      focus: ['failure modes and how they are detected', 'maintenance cost over years', 'debugging, rollback and recovery'],
    },
    adversary: {
      title: 'security engineer',
      expertise: 'You think like an attacker and like a careless user.',
      focus: ['trust boundaries and who can cross them', 'edge cases and malformed input', 'abuse scenarios and their cost'],
    },
  },
};

/** What every expert of a perspective looks at, whatever the domain. */
const ALWAYS: Record<Challenger, string[]> = {
  architect: ['the simplest design that would still work'],
  operator: ['who maintains this in two years, and how'],
  adversary: ['what happens at the edges: empty, huge, concurrent, hostile'],
};

/** A short word must stand alone ("ui" is not in "build"); a longer one may start a word ("stream" in "streaming"). */
function wordIn(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[^a-z0-9]${escaped}${word.length <= 3 ? '[^a-z0-9]' : ''}`).test(text);
}

/** The domain whose words the question uses most (the general one when none). */
export function detectDomain(question: string): Domain {
  const text = ` ${question.toLowerCase()} `;
  let best = GENERAL;
  let bestHits = 0;
  for (const domain of DOMAINS) {
    const hits = domain.words.filter((w) => wordIn(text, w)).length;
    if (hits > bestHits) {
      best = domain;
      bestHits = hits;
    }
  }
  return best;
}

/** The template expert of one perspective for the question's domain. */
export function templateSeed(question: string, perspective: Challenger): { domain: string; seed: PersonaSeed } {
  const domain = detectDomain(question);
  const expert = domain.experts[perspective];
  return { domain: domain.name, seed: { ...expert, focus: [...expert.focus, ...ALWAYS[perspective]] } };
}
