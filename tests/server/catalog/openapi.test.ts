import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('describes the catalogue routes in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const path of [
    '/api/v1/products',
    '/api/v1/products/{id}',
    '/api/v1/customers',
    '/api/v1/taxes',
    '/api/v1/pos-settings',
    '/api/v1/settings/general',
    '/api/v1/imports/products/preview',
  ]) {
    expect(paths).toContain(path);
  }
});
