import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI built from the same zod schemas that validate requests and responses. The document is
 * always at /api/docs/json; the Swagger UI (an interactive console) only where `ui` is on, which
 * production leaves off unless API_DOCS_UI=true.
 */
export const openapiPlugin = fp<{ ui: boolean }>(
  async (app, { ui }) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Al-Waha Exchange API', version: '1.0.0' },
      },
      transform: jsonSchemaTransform,
    });
    if (!ui) {
      app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
      return;
    }
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Serves the UI's own hashed CSP so it works under the site's strict policy.
      staticCSP: true,
    });
  },
  { name: 'openapi' },
);
