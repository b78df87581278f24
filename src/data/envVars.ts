/**
 * Our words for the platform's environment variables: the group each belongs
 * to on /docs/developers/environment-variables and what it does, one line,
 * checked against how the code at the commit of src/data/platform/env.json
 * uses it. The names, packages, defaults and reads come from env.json
 * (`npm run platform:extract`); src/data/envVars.test.ts fails when env.json
 * gains a variable described here by nobody, or loses one described here.
 * Text between backticks is shown as code.
 */
import env from './platform/env.json';

export const ENV_GROUPS = {
  server: 'Server and network',
  database: 'Database',
  keys: 'Encryption and API keys',
  storage: 'File storage',
  auth: 'Sign-in and OAuth',
  redis: 'Redis, queue mode and caches',
  observability: 'Logging, metrics and tracing',
  billing: 'Billing and plans',
  jobs: 'Scheduled jobs',
  aaiDefaults: 'AAI default credentials and databases',
  nodes: 'Node settings and provider fallbacks',
  ui: 'Studio web UI',
  seed: 'Credential seeding script',
  system: 'Set by the system',
} as const;

export type EnvGroup = keyof typeof ENV_GROUPS;

export interface EnvVarCopy {
  group: EnvGroup;
  meaning: string;
}

export type EnvVariable = (typeof env.variables)[number];

export const envData = env;

const pgFallback = (setting: string, feature: string) =>
  `${setting} of the PostgreSQL database the ${feature} uses, read when its \`AAI_DEFAULT_\` variable is unset.`;

export const envVars: Record<string, EnvVarCopy> = {
  // Server and network
  PORT: { group: 'server', meaning: 'Port the API server listens on. Our Copilot manifest sets `4000`.' },
  HOST: { group: 'server', meaning: 'Interface the API server binds to; unset, Node listens on every interface.' },
  API_HOST: {
    group: 'server',
    meaning:
      'Public base URL of the API server, without `/api/v1`: the Salesforce OAuth callback and the billing job build their URLs from it, and image tools their file links.',
  },
  DOMAIN: {
    group: 'server',
    meaning: 'Base URL nodes put in links to files the server hosts (generated images), after `API_HOST`.',
  },
  FLOWISE_DOMAIN: { group: 'server', meaning: 'Older name for the same base URL, tried after `DOMAIN`.' },
  ANSWERAI_DOMAIN: {
    group: 'server',
    meaning:
      'Public URL of the web app: Stripe checkout returns there, and the server tells it about each new chatflow, unless the caller’s token names another domain.',
  },
  CORS_ORIGINS: { group: 'server', meaning: 'Comma-separated origins allowed to call the API from a browser.' },
  IFRAME_ORIGINS: {
    group: 'server',
    meaning: 'Origins allowed to embed the server’s pages in an iframe (the `frame-ancestors` policy).',
  },
  NUMBER_OF_PROXIES: {
    group: 'server',
    meaning: 'Proxies in front of the server; a number above 0 sets Express `trust proxy` so client addresses are real.',
  },
  FLOWISE_FILE_SIZE_LIMIT: { group: 'server', meaning: 'Largest JSON or form body the server accepts.' },
  SESSION_SECRET: {
    group: 'server',
    meaning: 'Secret that signs the session cookie the Google and Salesforce OAuth flows rely on. Set your own.',
  },
  FLOWISE_USERNAME: {
    group: 'server',
    meaning: 'With `FLOWISE_PASSWORD`, puts HTTP basic authentication in front of every non-whitelisted API route.',
  },
  FLOWISE_PASSWORD: { group: 'server', meaning: 'Password for that basic authentication.' },
  SHOW_COMMUNITY_NODES: { group: 'server', meaning: '`true` also loads the community-built nodes.' },
  DISABLED_NODES: {
    group: 'server',
    meaning: 'Comma-separated node names left out of the node pool, for example `bufferMemory,chatOpenAI`.',
  },
  MAX_ITERATIONS: { group: 'server', meaning: 'Most node executions one agent flow run may take before it stops.' },
  MAX_LOOP_COUNT: { group: 'server', meaning: 'Default number of times a Loop node may jump back in an agent flow.' },
  INITIAL_CHATFLOW_IDS: {
    group: 'server',
    meaning: 'Comma-separated chatflow ids; the first is copied for each new user as their default sidekick.',
  },
  INITIAL_CHATFLOW_ID: { group: 'server', meaning: 'Older single-id form, read when `INITIAL_CHATFLOW_IDS` is unset.' },

  // Database
  DATABASE_TYPE: {
    group: 'database',
    meaning:
      '`postgres`, `mysql`, `mariadb` or `sqlite`. The server uses SQLite when it is unset; the seed script assumes `postgres`.',
  },
  DATABASE_PATH: {
    group: 'database',
    meaning: 'Folder of `database.sqlite` for SQLite (also used by the SQLite memory and record manager nodes).',
  },
  DATABASE_HOST: { group: 'database', meaning: 'Host of the PostgreSQL, MySQL or MariaDB server.' },
  DATABASE_PORT: { group: 'database', meaning: 'Port of the database server.' },
  DATABASE_NAME: { group: 'database', meaning: 'Database name.' },
  DATABASE_USER: { group: 'database', meaning: 'User the server connects as.' },
  DATABASE_PASSWORD: { group: 'database', meaning: 'Password of that user.' },
  DATABASE_SSL: { group: 'database', meaning: '`true` connects to the database over TLS.' },
  DATABASE_SSL_KEY_BASE64: {
    group: 'database',
    meaning:
      'Base64-encoded CA certificate; when set, the server connects over TLS with it, does not reject a certificate it cannot verify, and ignores `DATABASE_SSL`.',
  },
  DATABASE_SECRET: {
    group: 'database',
    meaning:
      'A JSON secret (`engine`, `host`, `port`, `dbname`, `username`, `password`, as AWS Secrets Manager stores them) that replaces the separate `DATABASE_*` values at start.',
  },

  // Encryption and API keys
  FLOWISE_SECRETKEY_OVERWRITE: {
    group: 'keys',
    meaning:
      'The key that encrypts stored credentials. Unset, the server uses a key from AWS or a generated key file; the seed script falls back to a fixed key.',
  },
  SECRETKEY_STORAGE_TYPE: {
    group: 'keys',
    meaning: '`aws` reads the encryption key from AWS Secrets Manager; anything else uses a key file.',
  },
  SECRETKEY_PATH: {
    group: 'keys',
    meaning: 'Folder of the `encryption.key` file and of `settings.json`; unset, `~/.flowise`.',
  },
  SECRETKEY_AWS_REGION: { group: 'keys', meaning: 'AWS region of the Secrets Manager secret.' },
  SECRETKEY_AWS_NAME: { group: 'keys', meaning: 'Name of the Secrets Manager secret that holds the key.' },
  SECRETKEY_AWS_ACCESS_KEY: {
    group: 'keys',
    meaning: 'Access key for Secrets Manager; unset, the AWS SDK’s own credentials (such as a task role) are used.',
  },
  SECRETKEY_AWS_SECRET_KEY: { group: 'keys', meaning: 'Secret of that access key.' },
  APIKEY_STORAGE_TYPE: { group: 'keys', meaning: 'Where API keys are kept: `json` (a file) or `db` (the database).' },
  APIKEY_PATH: { group: 'keys', meaning: 'Folder of `api.json` when API keys are kept in a file.' },

  // File storage
  STORAGE_TYPE: { group: 'storage', meaning: '`local`, `s3` or `gcs`: where uploads and generated files go.' },
  BLOB_STORAGE_PATH: { group: 'storage', meaning: 'Folder for files with `local` storage; unset, `~/.flowise/storage`.' },
  S3_STORAGE_BUCKET_NAME: {
    group: 'storage',
    meaning:
      'Bucket for `s3` storage. The server does not start without it, whatever the storage type: its CSV jobs build an S3 client when they load.',
  },
  S3_STORAGE_REGION: {
    group: 'storage',
    meaning: 'Region of the bucket; like the bucket, needed for the server to start (the CSV jobs’ S3 client).',
  },
  S3_STORAGE_ACCESS_KEY_ID: {
    group: 'storage',
    meaning: 'Access key for the bucket; leave unset on AWS to use the task role.',
  },
  S3_STORAGE_SECRET_ACCESS_KEY: { group: 'storage', meaning: 'Secret of that access key.' },
  S3_ENDPOINT_URL: { group: 'storage', meaning: 'Endpoint of an S3-compatible store such as MinIO.' },
  S3_FORCE_PATH_STYLE: { group: 'storage', meaning: '`true` addresses the bucket by path, as many S3-compatible stores need.' },
  GOOGLE_CLOUD_STORAGE_BUCKET_NAME: { group: 'storage', meaning: 'Bucket for `gcs` storage.' },
  GOOGLE_CLOUD_STORAGE_PROJ_ID: { group: 'storage', meaning: 'Google Cloud project of that bucket.' },
  GOOGLE_CLOUD_STORAGE_CREDENTIAL: { group: 'storage', meaning: 'Path of the service account key file for `gcs`.' },
  GOOGLE_CLOUD_UNIFORM_BUCKET_ACCESS: {
    group: 'storage',
    meaning: 'Any non-empty value turns on uniform bucket-level access for `gcs`.',
  },

  // Sign-in and OAuth
  AUTH0_ISSUER_BASE_URL: { group: 'auth', meaning: 'Auth0 tenant URL the server validates access tokens against.' },
  AUTH0_AUDIENCE: { group: 'auth', meaning: 'API audience an access token must carry.' },
  AUTH0_TOKEN_SIGN_ALG: { group: 'auth', meaning: 'Signing algorithm of access tokens.' },
  AUTH0_ORGANIZATION_ID: {
    group: 'auth',
    meaning:
      'Comma-separated Auth0 organization ids whose users and API keys the server accepts; also names the upload folder when the settings file is missing.',
  },
  GOOGLE_CLIENT_ID: {
    group: 'auth',
    meaning: 'Google OAuth client for connecting Gmail, Drive and Calendar; connecting a Google account fails without it.',
  },
  GOOGLE_CLIENT_SECRET: { group: 'auth', meaning: 'Secret of that Google OAuth client.' },
  GOOGLE_CALLBACK_URL: {
    group: 'auth',
    meaning:
      'Redirect URL registered with Google; the sign-in strategy has no fallback (the path in the Default column is only what the server lets through without a key).',
  },
  SALESFORCE_CLIENT_ID: {
    group: 'auth',
    meaning: 'Salesforce connected app for personal OAuth and the Salesforce MCP tool; connecting Salesforce fails without it.',
  },
  SALESFORCE_CLIENT_SECRET: { group: 'auth', meaning: 'Secret of that connected app.' },
  SALESFORCE_INSTANCE_URL: { group: 'auth', meaning: 'Your Salesforce instance, such as `https://example.my.salesforce.com`.' },

  // Redis, queue mode and caches
  REDIS_URL: {
    group: 'redis',
    meaning:
      'Redis connection string. The session store needs it (without it the server logs an error and starts anyway); queue mode and caches use it before `REDIS_HOST`.',
  },
  REDIS_HOST: { group: 'redis', meaning: 'Redis host when `REDIS_URL` is unset.' },
  REDIS_PORT: { group: 'redis', meaning: 'Redis port when `REDIS_URL` is unset.' },
  REDIS_USERNAME: { group: 'redis', meaning: 'Redis user when `REDIS_URL` is unset.' },
  REDIS_PASSWORD: { group: 'redis', meaning: 'Redis password when `REDIS_URL` is unset.' },
  REDIS_TLS: { group: 'redis', meaning: '`true` connects to Redis over TLS.' },
  REDIS_CERT: { group: 'redis', meaning: 'Base64-encoded client certificate for Redis TLS.' },
  REDIS_KEY: { group: 'redis', meaning: 'Base64-encoded client key for Redis TLS.' },
  REDIS_CA: { group: 'redis', meaning: 'Base64-encoded CA certificate for Redis TLS.' },
  REDIS_KEEP_ALIVE: {
    group: 'redis',
    meaning: 'TCP keep-alive delay, in milliseconds, of the server’s and the Redis nodes’ connections.',
  },
  REDIS_SESSION_PREFIX: { group: 'redis', meaning: 'Key prefix of the sessions stored in Redis.' },
  MODE: {
    group: 'redis',
    meaning: '`queue` hands predictions and upserts to workers through Redis (BullMQ); otherwise the main process runs them.',
  },
  QUEUE_NAME: { group: 'redis', meaning: 'Base name of the BullMQ queues in queue mode.' },
  QUEUE_REDIS_EVENT_STREAM_MAX_LEN: { group: 'redis', meaning: 'Longest the queue event stream in Redis may grow.' },
  WORKER_CONCURRENCY: { group: 'redis', meaning: 'Jobs one worker runs at the same time.' },
  REMOVE_ON_AGE: { group: 'redis', meaning: 'Seconds a finished job is kept; `-1` keeps jobs.' },
  REMOVE_ON_COUNT: { group: 'redis', meaning: 'Finished jobs kept; `-1` keeps them all.' },
  ENABLE_BULLMQ_DASHBOARD: { group: 'redis', meaning: '`true` in queue mode serves the BullMQ dashboard at `/admin/queues`.' },

  // Logging, metrics and tracing
  LOG_LEVEL: { group: 'observability', meaning: '`error`, `warn`, `info`, `verbose` or `debug`.' },
  LOG_PATH: { group: 'observability', meaning: 'Folder for the server’s log files; unset, `packages/server/logs`.' },
  LOG_JSON_SPACES: { group: 'observability', meaning: 'Indentation of JSON the node console logger prints.' },
  DEBUG: {
    group: 'observability',
    meaning: '`true` makes nodes and agents log verbosely to the console.',
  },
  ENABLE_METRICS: { group: 'observability', meaning: '`true` turns on metrics collection.' },
  METRICS_PROVIDER: {
    group: 'observability',
    meaning: '`prometheus` (also when unset) serves `/api/v1/metrics`; `open_telemetry` pushes to a collector.',
  },
  METRICS_SERVICE_NAME: { group: 'observability', meaning: 'Service name the metrics carry.' },
  METRICS_INCLUDE_NODE_METRICS: {
    group: 'observability',
    meaning: 'Prometheus also exports Node.js process metrics unless this is `false`.',
  },
  METRICS_OPEN_TELEMETRY_METRIC_ENDPOINT: {
    group: 'observability',
    meaning: 'Collector URL for `open_telemetry` metrics; that provider throws without it.',
  },
  METRICS_OPEN_TELEMETRY_PROTOCOL: { group: 'observability', meaning: '`http`, `grpc` or `proto`.' },
  METRICS_OPEN_TELEMETRY_DEBUG: { group: 'observability', meaning: '`true` logs the OpenTelemetry exporter’s own diagnostics.' },
  LANGFUSE_SECRET_KEY: {
    group: 'observability',
    meaning:
      'Langfuse secret key. With it every flow run is traced to Langfuse; billing, usage and speech-to-text tracking need it.',
  },
  LANGFUSE_PUBLIC_KEY: { group: 'observability', meaning: 'Langfuse public key, used with the secret key.' },
  LANGFUSE_HOST: { group: 'observability', meaning: 'Langfuse server URL.' },
  LANGFUSE_RELEASE: { group: 'observability', meaning: 'Release label on Langfuse traces.' },
  GIT_COMMIT_HASH: { group: 'observability', meaning: 'Release label on Langfuse traces when `LANGFUSE_RELEASE` is unset.' },
  POSTHOG_PUBLIC_API_KEY: {
    group: 'observability',
    meaning: 'PostHog project key; with it the server sends anonymous usage events, without it none.',
  },
  JLINC_DATA_STORE_API_KEY: {
    group: 'observability',
    meaning: 'With it, every flow run is also traced to JLINC for signed audit records.',
  },
  JLINC_DATA_STORE_API_URL: { group: 'observability', meaning: 'JLINC data store URL.' },
  JLINC_ARCHIVE_API_URL: { group: 'observability', meaning: 'JLINC archive URL.' },
  JLINC_ARCHIVE_API_KEY: { group: 'observability', meaning: 'JLINC archive key.' },
  JLINC_AGREEMENT_ID: { group: 'observability', meaning: 'JLINC agreement the records are made under.' },
  JLINC_SYSTEM_PREFIX: { group: 'observability', meaning: 'Prefix JLINC puts on this system’s records.' },

  // Billing and plans
  BILLING_STRIPE_SECRET_KEY: {
    group: 'billing',
    meaning: 'Stripe secret key; with it new users get a Stripe customer and usage is billed.',
  },
  BILLING_STRIPE_WEBHOOK_SECRET: { group: 'billing', meaning: 'Signing secret that verifies Stripe webhook calls.' },
  BILLING_STRIPE_FREE_PRICE_ID: { group: 'billing', meaning: 'Stripe price of the free monthly plan.' },
  BILLING_STRIPE_PAID_PRICE_ID: { group: 'billing', meaning: 'Stripe price of the paid monthly plan.' },
  BILLING_STRIPE_CREDITS_METER_ID: { group: 'billing', meaning: 'Stripe meter that credit usage is reported to.' },
  BILLING_STRIPE_AI_TOKENS_METER_ID: { group: 'billing', meaning: 'Stripe meter that AI token usage is reported to.' },
  BILLING_STRIPE_MARGIN_MULTIPLIER: { group: 'billing', meaning: 'Multiplier applied to provider cost in Stripe meter events.' },
  BILLING_STRIPE_ORGANIZATION_CUSTOMER_ID: {
    group: 'billing',
    meaning: 'One Stripe customer that every new user is billed to, instead of a customer each.',
  },
  BILLING_DEFAULT_STRIPE_CUSTOMER_ID: {
    group: 'billing',
    meaning: 'Customer billed for usage whose trace names no customer (and always, with the override below).',
  },
  BILLING_OVERRIDE_CUSTOMER_ID: { group: 'billing', meaning: '`true` bills all usage to the default customer.' },
  DEFAULT_CUSTOMER_ID: {
    group: 'billing',
    meaning: 'Customer that video generation usage is billed to when the user has none.',
  },
  BILLING_CREDIT_PRICE_USD: { group: 'billing', meaning: 'Dollar price of one credit.' },
  BILLING_MARGIN_MULTIPLIER: { group: 'billing', meaning: 'Multiplier applied to cost when credits are computed.' },
  BILLING_PRO_PLAN_CREDITS: { group: 'billing', meaning: 'Credits included in the paid plan.' },
  BILLING_FREE_PLAN_CREDITS: { group: 'billing', meaning: 'Credits included in the free plan.' },
  BILLING_SYNC_LOOKBACK_DAYS: { group: 'billing', meaning: 'Days of Langfuse traces the usage sync looks back over.' },
  BILLING_SYNC_CHUNK_SIZE_DAYS: { group: 'billing', meaning: 'Days per time window when the sync processes history.' },
  BILLING_SYNC_PAGE_BATCH_SIZE: { group: 'billing', meaning: 'Trace pages the sync fetches per batch.' },
  BILLING_SYNC_TRACE_BATCH_SIZE: { group: 'billing', meaning: 'Traces the sync processes per batch.' },
  BILLING_SYNC_RATE_LIMIT_MS: { group: 'billing', meaning: 'Pause between sync batches, in milliseconds.' },
  BILLING_PAGE_FETCH_DELAY_MS: { group: 'billing', meaning: 'Pause between page fetches of the sync, in milliseconds.' },
  PUBLIC_ORG_ID: {
    group: 'billing',
    meaning: 'Auth0 id of the public organization; its users get the trial plan, other organizations a paid plan.',
  },
  TRIAL_PLAN_EXECUTIONS: {
    group: 'billing',
    meaning: 'Executions a new trial plan starts with. Set it if you use plans: unset, the count is not a number.',
  },

  // Scheduled jobs
  BILLING_SYNC_CRON_SCHEDULE: { group: 'jobs', meaning: 'Cron schedule of the usage sync from Langfuse to Stripe.' },
  ENABLE_BILLING_SYNC_CRON: {
    group: 'jobs',
    meaning: 'The usage sync runs when `BILLING_STRIPE_SECRET_KEY` is set, unless this is `false`.',
  },
  INIT_CSV_RUN_CRON_SCHEDULE: {
    group: 'jobs',
    meaning: 'Cron schedule (with a seconds field) of the job that fetches new CSV uploads from S3 and splits them into rows.',
  },
  ENABLE_INIT_CSV_RUN_CRON: { group: 'jobs', meaning: 'That job runs unless this is `false`.' },
  PROCESS_CSV_ROWS_CRON_SCHEDULE: {
    group: 'jobs',
    meaning: 'Cron schedule of the job that sends CSV rows through their chatflow.',
  },
  ENABLE_PROCESS_CSV_ROWS_CRON: { group: 'jobs', meaning: 'That job runs unless this is `false`.' },
  GENERATE_CSV_CRON_SCHEDULE: { group: 'jobs', meaning: 'Cron schedule of the job that writes finished CSV runs to a file.' },
  ENABLE_GENERATE_CSV_CRON: { group: 'jobs', meaning: 'That job runs unless this is `false`.' },

  // AAI default credentials and databases
  AAI_DEFAULT_OPENAI_API_KEY: {
    group: 'aaiDefaults',
    meaning: 'OpenAI key of the AAI chat model, embeddings and DALL·E nodes (which throw without it) and the image services.',
  },
  AAI_DEFAULT_ANTHROPHIC: {
    group: 'aaiDefaults',
    meaning: 'Anthropic key of the AAI Anthropic node (the name is spelled this way in the code).',
  },
  AAI_DEFAULT_GROQ: { group: 'aaiDefaults', meaning: 'Groq key of the AAI Groq node.' },
  AAI_DEFAULT_DEEPSEEK: { group: 'aaiDefaults', meaning: 'DeepSeek key of the AAI DeepSeek node.' },
  AAI_DEFAULT_GOOGLE_GENERATIVE_AI_API_KEY: {
    group: 'aaiDefaults',
    meaning: 'Gemini key of the AAI Google node and of video generation.',
  },
  AAI_DEFAULT_AWS_BEDROCK_ACCESS_KEY: { group: 'aaiDefaults', meaning: 'AWS access key of the AAI Bedrock node.' },
  AAI_DEFAULT_AWS_BEDROCK_SECRET_KEY: { group: 'aaiDefaults', meaning: 'Secret of that AWS access key.' },
  AAI_DEFAULT_AWS_BEDROCK_SESSION_TOKEN: { group: 'aaiDefaults', meaning: 'Optional AWS session token for Bedrock.' },
  AAI_DEFAULT_EXA_SEARCH_API_KEY: { group: 'aaiDefaults', meaning: 'Exa key of the AAI Exa Search tool.' },
  AAI_DEFAULT_PINECONE: { group: 'aaiDefaults', meaning: 'Pinecone key of the AAI vector store.' },
  AAI_DEFAULT_PINECONE_INDEX: { group: 'aaiDefaults', meaning: 'Pinecone index of the AAI vector store.' },
  AAI_DEFAULT_REDIS_URL: { group: 'aaiDefaults', meaning: 'Redis that the AAI chat memory node stores conversations in.' },
  AAI_DATASTORE_SUPABASE_URL: {
    group: 'aaiDefaults',
    meaning: 'Supabase project of the AAI datastore that the AAI URL, domain, tag and transcript loaders read.',
  },
  AAI_DATASTORE_SUPABASE_SERVICE_ROLE_KEY: { group: 'aaiDefaults', meaning: 'Service role key of that Supabase project.' },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_SECRET: {
    group: 'aaiDefaults',
    meaning: 'JSON secret with the AAI record manager’s database; overrides its separate variables at start.',
  },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_HOST: {
    group: 'aaiDefaults',
    meaning: 'Host of the AAI record manager’s PostgreSQL; the server fills it from `DATABASE_HOST` when unset.',
  },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_PORT: { group: 'aaiDefaults', meaning: 'Its port (from `DATABASE_PORT` when unset).' },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_DATABASE: {
    group: 'aaiDefaults',
    meaning: 'Its database (from `DATABASE_NAME` when unset).',
  },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_USER: { group: 'aaiDefaults', meaning: 'Its user (from `DATABASE_USER` when unset).' },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_PASSWORD: {
    group: 'aaiDefaults',
    meaning: 'Its password (from `DATABASE_PASSWORD` when unset).',
  },
  AAI_DEFAULT_POSTGRES_RECORDMANAGER_TABLE_NAME: { group: 'aaiDefaults', meaning: 'Table of the AAI record manager.' },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_SECRET: {
    group: 'aaiDefaults',
    meaning: 'JSON secret with the AAI agent memory’s database; overrides its separate variables at start.',
  },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_HOST: {
    group: 'aaiDefaults',
    meaning: 'Host of the AAI agent memory’s PostgreSQL (from `DATABASE_HOST` when unset).',
  },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_PORT: { group: 'aaiDefaults', meaning: 'Its port (from `DATABASE_PORT` when unset).' },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_DATABASE: {
    group: 'aaiDefaults',
    meaning: 'Its database (from `DATABASE_NAME` when unset).',
  },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_USER: { group: 'aaiDefaults', meaning: 'Its user (from `DATABASE_USER` when unset).' },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_PASSWORD: {
    group: 'aaiDefaults',
    meaning: 'Its password (from `DATABASE_PASSWORD` when unset).',
  },
  AAI_DEFAULT_POSTGRES_AGENTMEMORY_TABLE_NAME: { group: 'aaiDefaults', meaning: 'Table of the AAI agent memory.' },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_SECRET: {
    group: 'aaiDefaults',
    meaning: 'JSON secret with the AAI PostgreSQL vector store’s database; overrides its separate variables at start.',
  },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_HOST: {
    group: 'aaiDefaults',
    meaning: 'Host of the AAI PostgreSQL vector store (from `DATABASE_HOST` when unset).',
  },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_PORT: { group: 'aaiDefaults', meaning: 'Its port (from `DATABASE_PORT` when unset).' },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_DATABASE: {
    group: 'aaiDefaults',
    meaning: 'Its database (from `DATABASE_NAME` when unset).',
  },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_USER: { group: 'aaiDefaults', meaning: 'Its user (from `DATABASE_USER` when unset).' },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_PASSWORD: {
    group: 'aaiDefaults',
    meaning: 'Its password (from `DATABASE_PASSWORD` when unset).',
  },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_TABLE_NAME: { group: 'aaiDefaults', meaning: 'Table of the AAI vector store.' },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_CONTENT_COLUMN_NAME: {
    group: 'aaiDefaults',
    meaning: 'Column that holds each chunk’s text in that table.',
  },
  AAI_DEFAULT_POSTGRES_VECTORSTORE_SSL: { group: 'aaiDefaults', meaning: '`true` connects the vector store over TLS.' },

  // Node settings and provider fallbacks
  TOOL_FUNCTION_BUILTIN_DEP: {
    group: 'nodes',
    meaning: 'Node.js built-in modules that custom tool and function code may import, for example `crypto,fs`.',
  },
  TOOL_FUNCTION_EXTERNAL_DEP: {
    group: 'nodes',
    meaning: 'npm packages that custom tool and function code may import, for example `moment,lodash`.',
  },
  MODEL_LIST_CONFIG_JSON: {
    group: 'nodes',
    meaning: 'Path or URL of the model list the nodes offer; unset, the list in the platform’s GitHub repository is fetched.',
  },
  PINECONE_CHUNK_SIZE: { group: 'nodes', meaning: 'Vectors per upsert request of the LlamaIndex Pinecone node.' },
  UNSTRUCTURED_API_URL: {
    group: 'nodes',
    meaning: 'Unstructured API the Unstructured loaders call (and the URL their form suggests).',
  },
  UNSTRUCTURED_API_KEY: { group: 'nodes', meaning: 'Unstructured API key when the node has no credential.' },
  AZURE_OPENAI_API_KEY: {
    group: 'nodes',
    meaning: 'With the key, instance, deployment and version all set, the Azure OpenAI nodes make their credential optional.',
  },
  AZURE_OPENAI_API_INSTANCE_NAME: { group: 'nodes', meaning: 'Azure OpenAI instance for that fallback.' },
  AZURE_OPENAI_API_DEPLOYMENT_NAME: { group: 'nodes', meaning: 'Azure OpenAI deployment for that fallback.' },
  AZURE_OPENAI_API_EMBEDDINGS_DEPLOYMENT_NAME: {
    group: 'nodes',
    meaning: 'Embeddings deployment for that fallback, before `AZURE_OPENAI_API_DEPLOYMENT_NAME`.',
  },
  AZURE_OPENAI_API_VERSION: { group: 'nodes', meaning: 'Azure OpenAI API version for that fallback.' },
  GOOGLE_API_KEY: { group: 'nodes', meaning: 'Gemini key of the Google chat model node when it has no credential.' },
  HUGGINGFACEHUB_API_KEY: {
    group: 'nodes',
    meaning: 'Hugging Face key of the Hugging Face chat model and LLM nodes when they have no credential.',
  },
  SERPAPI_API_KEY: { group: 'nodes', meaning: 'SerpAPI key of the SerpAPI tool when it has no credential.' },
  POSTGRES_HOST: { group: 'nodes', meaning: pgFallback('Host', 'AAI record manager and pgvector scripts') },
  POSTGRES_PORT: { group: 'nodes', meaning: pgFallback('Port', 'AAI record manager and pgvector scripts') },
  POSTGRES_USER: { group: 'nodes', meaning: pgFallback('User', 'AAI record manager and pgvector scripts') },
  POSTGRES_PASSWORD: { group: 'nodes', meaning: pgFallback('Password', 'AAI record manager and pgvector scripts') },
  POSTGRES_DB: { group: 'nodes', meaning: pgFallback('Database name', 'AAI record manager and pgvector scripts') },
  POSTGRES_DATABASE: { group: 'nodes', meaning: 'Same as `POSTGRES_DB`, tried after it.' },
  POSTGRES_RECORDMANAGER_HOST: { group: 'nodes', meaning: pgFallback('Host', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_PORT: { group: 'nodes', meaning: pgFallback('Port', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_DATABASE: { group: 'nodes', meaning: pgFallback('Database', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_USER: { group: 'nodes', meaning: pgFallback('User', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_PASSWORD: { group: 'nodes', meaning: pgFallback('Password', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_TABLE_NAME: { group: 'nodes', meaning: pgFallback('Table', 'AAI record manager') },
  POSTGRES_RECORDMANAGER_SSL: { group: 'nodes', meaning: pgFallback('TLS switch', 'AAI record manager') },
  POSTGRES_VECTORSTORE_HOST: { group: 'nodes', meaning: pgFallback('Host', 'AAI vector store') },
  POSTGRES_VECTORSTORE_PORT: { group: 'nodes', meaning: pgFallback('Port', 'AAI vector store') },
  POSTGRES_VECTORSTORE_DATABASE: { group: 'nodes', meaning: pgFallback('Database', 'AAI vector store') },
  POSTGRES_VECTORSTORE_USER: { group: 'nodes', meaning: pgFallback('User', 'AAI vector store') },
  POSTGRES_VECTORSTORE_PASSWORD: { group: 'nodes', meaning: pgFallback('Password', 'AAI vector store') },
  POSTGRES_VECTORSTORE_TABLE_NAME: { group: 'nodes', meaning: pgFallback('Table', 'AAI vector store') },
  POSTGRES_VECTORSTORE_CONTENT_COLUMN_NAME: { group: 'nodes', meaning: pgFallback('Text column', 'AAI vector store') },
  POSTGRES_VECTORSTORE_SSL: { group: 'nodes', meaning: pgFallback('TLS switch', 'AAI vector store') },

  // Studio web UI
  VITE_PORT: {
    group: 'ui',
    meaning: 'Port of the UI dev server; the UI also swaps it for `:4000` to find the API in development.',
  },
  VITE_HOST: { group: 'ui', meaning: 'Interface the UI dev server binds to.' },
  BASE_URL: { group: 'ui', meaning: 'API base URL the UI uses when it runs outside a browser window.' },
  PROD: { group: 'ui', meaning: 'When `true`, the UI calls the API on its own origin instead of port 4000.' },
  CHATFLOW_DOMAIN_OVERRIDE: {
    group: 'ui',
    meaning: 'API base URL that replaces the one the UI works out (a `window.CHATFLOW_DOMAIN_OVERRIDE` global does the same).',
  },
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: { group: 'ui', meaning: 'Google app id of the Google Drive file picker.' },
  NEXT_PUBLIC_GOOGLE_DEVELOPER_KEY: { group: 'ui', meaning: 'Google developer key of the Google Drive file picker.' },
  PUBLIC_URL: { group: 'ui', meaning: 'Base path of the UI’s service worker script.' },

  // Credential seeding script
  DATABASE_SEED_USER_ID: {
    group: 'seed',
    meaning: 'User that seeded credentials belong to; the script asks for it when unset.',
  },
  DATABASE_SEED_ORG_ID: {
    group: 'seed',
    meaning: 'Organization that seeded credentials belong to; the script asks for it when unset.',
  },
  DATABASE_SECURE_EXTERNAL_URL: {
    group: 'seed',
    meaning: 'PostgreSQL URL the script tries when the `DATABASE_*` connection fails; it asks for one when unset.',
  },
  TEST_MODE: { group: 'seed', meaning: '`true` is a dry run, like `--test`: nothing is written.' },
  AUTO_DETECT: {
    group: 'seed',
    meaning: '`true` lets the script pick the only user and organization of a local database, like `--auto-detect`.',
  },
  UPDATE_ENV: { group: 'seed', meaning: 'Read only by a helper the script never calls: setting it changes nothing.' },

  // Set by the system
  NODE_ENV: {
    group: 'system',
    meaning: '`production` marks session cookies secure and Stripe events live; `development` adds error stacks.',
  },
  HOME: { group: 'system', meaning: 'Home folder, under which `.flowise` holds local files by default.' },
  USERPROFILE: { group: 'system', meaning: 'Home folder on Windows, read where `HOME` is.' },
  PATH: { group: 'system', meaning: 'Passed on to the processes that local MCP servers run in.' },
};

export const groupOf = (name: string): EnvGroup | undefined => envVars[name]?.group;

/** The variables of one group, in name order. */
export const variablesOf = (group: EnvGroup): EnvVariable[] =>
  env.variables.filter((variable) => envVars[variable.name]?.group === group);
