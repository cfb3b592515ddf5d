import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { API_REFERENCE_PATH } from './api-reference';
import type { OpenApiDocument } from './openapi-document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the API reference', () => {
  it('serves Swagger UI from this server only, under the product’s Content-Security-Policy', async () => {
    const page = await t.inject({ method: 'GET', url: API_REFERENCE_PATH });
    const html =
      page.statusCode === 302
        ? (await t.inject({ method: 'GET', url: String(page.headers.location) })).body
        : page.body;
    expect(html).toContain('<title>College Cost Planner API reference</title>');
    // Every script and style the page loads comes from here: no CDN.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source, source).not.toMatch(/^(https?:)?\/\//);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');

    const bundle = await t.inject({
      method: 'GET',
      url: `${API_REFERENCE_PATH}/static/swagger-ui-bundle.js`,
    });
    expect(bundle.statusCode).toBe(200);
    const initializer = await t.inject({
      method: 'GET',
      url: `${API_REFERENCE_PATH}/static/swagger-initializer.js`,
    });
    expect(initializer.body).toContain('validatorUrl: null');
  });

  it('gives every operation a summary and an example of its parameters, body and answer', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDocument;
    let operations = 0;
    const missing: string[] = [];
    for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(byMethod)) {
        if (!METHODS.includes(method)) continue;
        operations += 1;
        const name = `${method.toUpperCase()} ${path}`;
        if (!operation.summary) missing.push(`${name}: summary`);
        for (const parameter of operation.parameters ?? []) {
          if (parameter.example === undefined) missing.push(`${name}: parameter ${parameter.name}`);
        }
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          if (media.example === undefined) missing.push(`${name}: ${type} body`);
        }
        const answers = Object.entries(operation.responses ?? {}).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(answers.length, name).toBeGreaterThan(0);
        for (const [status, answer] of answers) {
          for (const [type, media] of Object.entries(answer.content ?? {})) {
            if (media.example === undefined) missing.push(`${name}: ${status} ${type}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(operations).toBeGreaterThan(100);
  });

  it('says how a script authenticates and how the webhook is signed, with a bearer scheme on protected routes', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDocument;
    expect(document.info.description).toContain('/api/auth/sign-in/email');
    expect(document.info.description).toContain('GET /api/auth/token');
    expect(document.info.description).toContain('X-CCP-Signature: sha256=');
    expect(document.components?.securitySchemes).toHaveProperty('bearer');
    expect(document.paths?.['/api/agents/families']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths?.['/api/health']?.get?.security).toBeUndefined();
  });

  it('makes examples that match their schemas’ choices and limits', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/docs' })).json() as OpenApiDocument;
    const signup = document.paths?.['/api/family/signup']?.post?.requestBody?.content?.['application/json'];
    expect(signup?.example).toMatchObject({ email: 'maria.rivera@example.com', state: 'OH' });
    const favourite = document.paths?.['/api/family/favourite/{role}']?.post;
    expect(favourite?.parameters?.find((p) => p.name === 'role')?.example).toBe('family');
  });
});
