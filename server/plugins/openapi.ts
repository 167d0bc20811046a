/** The OpenAPI document, generated from the routes' zod schemas, at /api/v1/openapi.json. */
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

async function openapi(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PharmaTill API',
        version: options.version,
        description: 'API của PharmaTill: bán hàng và quản lý nhà thuốc.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openapi, { name: 'openapi' });
