import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema';

/** Writes the committed schema.graphql; a test fails when it is stale. */
export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
  console.log('apps/api/schema.graphql written');
}
