import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL of the throwaway test cluster (or TEST_DATABASE_URL). */
    postgresUrl: string;
  }
}

/** Starts a throwaway PostgreSQL cluster for the storage tests (unless TEST_DATABASE_URL is set) and stops it afterwards. */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return undefined;
  }
  const cluster = await startPostgresCluster({ durable: false });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
