// No import of zod-messages here: every schema module takes `z` from src/domain/z.ts, which installs
// zod's Vietnamese messages, as no entry does any more (issue 16: /login and /pos load no zod up front).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { confirmSchema } from '../../src/domain/account-schemas';

const SRC = path.resolve(import.meta.dirname, '../../src');

it("a schema module brings zod's Vietnamese messages with it", () => {
  const result = confirmSchema.safeParse({ uid: '', token: 'a'.repeat(257) });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    'Trường này là bắt buộc.',
    'Không được quá 256 ký tự.',
  ]);
});

it("no module of the app takes zod's values from anywhere but src/domain/z.ts", () => {
  const direct = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => /^import (?!type )[^;]*from 'zod';/m.test(readFileSync(path.join(SRC, file), 'utf8')))
    .map((file) => file.replace(/\\/g, '/'));
  expect(direct.sort()).toEqual(['domain/zod-messages.ts']);
});
