import { exampleOf, type JsonSchema } from './openapi-examples';
import { ROUTE_FILES, ROUTE_SUMMARIES } from './route-summaries';

/** What the reference says before the operations: how a script signs in, the errors, paging and the webhook. */
export const API_DESCRIPTION = `
The API behind College Cost Planner. Every page of the product uses it, and an advisory firm's own tools can too.
Requests and answers are JSON; money is whole US dollars; the Student Aid Index is an index, not dollars.

## Authenticating a script

1. Sign in once with an account's email and password (the session lasts 7 days). Send an \`Origin\` header of the
   site, as browsers do:

   \`\`\`
   curl -c cookies.txt -H 'Origin: https://planner.example.org' -H 'Content-Type: application/json' \\
     -d '{"email":"agent@example.org","password":"…"}' https://planner.example.org/api/auth/sign-in/email
   \`\`\`
2. Get a 15-minute access token with that session (\`GET /api/auth/token\`), and send it as a bearer token:

   \`\`\`
   TOKEN=$(curl -s -b cookies.txt https://planner.example.org/api/auth/token | jq -r .token)
   curl -H "Authorization: Bearer $TOKEN" https://planner.example.org/api/agents/families
   \`\`\`
3. A \`401\` with the code \`TOKEN_EXPIRED\` means the token is older than 15 minutes: get a new one (step 2).

A bearer token acts with its user's role and sees only what that user may see (an agent: the families of their
organisation). Writes with a bearer token need no \`Origin\`; writes with the session cookie must come from the
site's own pages. Sign out with \`POST /api/auth/sign-out\`.

## Errors, paging and limits

Every error answers \`{ "error": { "code", "message", "fields", "requestId" } }\` in the product's own words;
\`fields\` names each field that was wrong and why. Lists take \`page\` (from 1) and \`limit\` (20 by default, at most 100)
and answer \`{ items, page, limit, total }\`. Sign-in and sign-up are limited per address (429 when exceeded).

## CRM webhook

With \`CRM_WEBHOOK_URL\` and \`CRM_WEBHOOK_SECRET\` set, family events (signed up, onboarding finished, help
requested) are POSTed as JSON to that address. Each request carries \`X-CCP-Signature: sha256=<hex HMAC-SHA256 of
the raw body, keyed with CRM_WEBHOOK_SECRET>\` (check it before trusting the body) and \`X-CCP-Delivery: <event
id>\`, the same on every retry, so a repeated delivery can be ignored.
`.trim();

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: JsonSchema; example?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: JsonSchema; example?: unknown }> }
  >;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> } & Record<string, unknown>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function withExamples(content: Record<string, { schema?: JsonSchema; example?: unknown }> | undefined) {
  for (const media of Object.values(content ?? {})) {
    if (media.example === undefined) media.example = exampleOf(media.schema);
  }
}

/**
 * The reference's finishing touches on the generated document: its introduction, the bearer scheme, and for every
 * operation a summary (the route's own or ROUTE_SUMMARIES'), the bearer requirement where it answers 401, and an
 * example of each parameter, request body and answer.
 */
export function describeApi<T extends OpenApiDocument>(document: T): T {
  document.info.description = API_DESCRIPTION;
  document.components = {
    ...document.components,
    securitySchemes: {
      ...document.components?.securitySchemes,
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'A 15-minute access token from GET /api/auth/token (see the introduction).',
      },
    },
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      operation.summary ??= ROUTE_SUMMARIES[name];
      const file = ROUTE_FILES[name];
      if (file && !Object.keys(operation.responses ?? {}).some((status) => status.startsWith('2'))) {
        // A download: the route answers a file, which its schema (made for JSON) cannot describe.
        operation.responses = {
          ...operation.responses,
          '200': {
            description: file.description,
            content: { [file.type]: { schema: { type: 'string', format: 'binary' }, example: file.example } },
          },
        };
      }
      if (operation.responses?.['401'] && !operation.security) operation.security = [{ bearer: [] }];
      for (const parameter of operation.parameters ?? []) {
        parameter.example ??= exampleOf(parameter.schema, parameter.name);
      }
      withExamples(operation.requestBody?.content);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (status.startsWith('2')) withExamples(response.content);
      }
    }
  }
  return document;
}
