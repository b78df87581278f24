import type { Env } from '../env';
import type { AskSettings } from '../service';

/** The "Ask the docs" settings of the validated environment; the retrieval side supplies the index and the answer. */
export function askSettings(env: Env, retrieval: Pick<AskSettings, 'loadIndex' | 'answerOffline'>): AskSettings {
  return {
    ...retrieval,
    rateLimit: env.ASK_RATE_LIMIT,
    retentionDays: env.ASK_RETENTION_DAYS,
    // env.ts refuses `sidekick` without the host and the chatflow id.
    sidekick:
      env.ASK_PROVIDER === 'sidekick' && env.ASK_SIDEKICK_URL && env.ASK_CHATFLOW_ID
        ? {
            url: env.ASK_SIDEKICK_URL,
            chatflowId: env.ASK_CHATFLOW_ID,
            apiKey: env.ASK_API_KEY,
            timeoutMs: env.ASK_SIDEKICK_TIMEOUT_MS,
            dailyLimit: env.ASK_SIDEKICK_DAILY_LIMIT,
            maxStreams: env.ASK_MAX_STREAMS,
          }
        : undefined,
  };
}
