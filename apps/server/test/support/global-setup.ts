/* Vitest's global set-up of the API tests (vitest.config.ts): migrates one database for the whole run, which every
 * test file's createTestDb copies instead of migrating its own (docs/decisions/0052). */
import { createTestDbTemplate, TEST_DB_TEMPLATE_ENV } from '@ccp/db/testing';

export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTestDbTemplate();
  // The test workers start after this and inherit the variable.
  process.env[TEST_DB_TEMPLATE_ENV] = template.value;
  return async () => {
    delete process.env[TEST_DB_TEMPLATE_ENV];
    await template.remove();
  };
}
