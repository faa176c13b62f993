// Where agon runs: its environment, its working directory, and the config file read at most once
// per process, when something first needs it, so a command that needs none (agon list, a demo)
// works beside a broken file. The composition root makes one and hands it down.
import { type AgonConfig, type ConfigResult, loadConfig } from './config.js';
import { usageError } from '../session/errors.js';

export interface Host {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** The config file that applies here (empty when there is none); a bad one is a usage error. */
  config(): AgonConfig;
  /** The config file as read, a bad one's problem included (agon doctor reports it). */
  configFile(): ConfigResult;
}

export function hostOf(env: NodeJS.ProcessEnv, cwd: string): Host {
  let read: ConfigResult | undefined;
  const configFile = () => (read ??= loadConfig(cwd, env));
  return {
    env,
    cwd,
    configFile,
    config() {
      const file = configFile();
      if (!file.ok) throw usageError(file.problem);
      return file.config;
    },
  };
}
