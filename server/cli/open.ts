import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { EnvError, loadEnv } from '../env';

/** Opens the database the server uses (same environment variables); exits with a message on failure. */
export async function openConfiguredDatabase(): Promise<Database> {
  try {
    const env = loadEnv();
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
    await migrate(db);
    return db;
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** The value after `--name`, or undefined. */
export function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
