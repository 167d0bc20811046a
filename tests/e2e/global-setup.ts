/** One real server for the browser tests that share it; files that need their own start one. */
import type { TestProject } from 'vitest/node';
import { cleanUp, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  cleanUp();
}
