import '../../src/preact-setup';
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import '../../src/domain/zod-messages';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
