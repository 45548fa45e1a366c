// Lints an OpenAPI document with Redocly's recommended rules and generates its TypeScript types with
// openapi-typescript. Both packages are ES modules only, which Jest (CommonJS here) cannot load, so
// test/openapi-document.e2e-spec.ts runs this script in a child process:
//
//   node openapi-tools.mjs DOCUMENT.json TYPES.ts '{"rule-id": "off"}'
//
// It writes the types to TYPES.ts and prints the lint problems as JSON on standard output.
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';

const [documentFile, typesFile, rulesOff = '{}'] = process.argv.slice(2);
const source = readFileSync(documentFile, 'utf8');

const config = await createConfig({ extends: ['recommended'], rules: JSON.parse(rulesOff) });
const problems = await lintFromString({
  source,
  absoluteRef: pathToFileURL(documentFile).href,
  config,
});

const ast = await openapiTS(JSON.parse(source), { silent: true });
writeFileSync(typesFile, astToString(ast));

process.stdout.write(
  JSON.stringify(
    problems.map((p) => ({
      rule: p.ruleId,
      severity: p.severity,
      message: p.message,
      at: p.location.map((l) => l.pointer).join(' '),
    })),
  ),
);
