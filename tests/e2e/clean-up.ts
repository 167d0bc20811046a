/**
 * After each browser-test file: its servers are ended and their data folders removed. Registered
 * before the file's own hooks, so it runs after its afterAll (after-hooks run in reverse order).
 * Vitest ends a file's worker without an exit event, so the exit handler alone left them behind.
 */
import { afterAll } from 'vitest';
import { cleanUp } from './server';

afterAll(cleanUp);
