/**
 * The app's Chakra system, built as this module is evaluated: for the tests and the build's scripts.
 * The app builds its own in a task of its own (src/main.tsx, `createAppSystem`).
 */
import { createAppSystem } from './theme';

export const system = createAppSystem();
