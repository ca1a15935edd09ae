import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiClientFiles } from './render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = await renderApiClientFiles();
fs.writeFileSync(path.join(root, 'openapi.json'), files.document);
fs.writeFileSync(path.join(root, 'src/schema.d.ts'), files.types);
fs.writeFileSync(path.join(root, 'staff-openapi.json'), files.staffDocument);
fs.writeFileSync(path.join(root, 'src/staff-schema.d.ts'), files.staffTypes);
console.log('api-client: wrote openapi.json, staff-openapi.json and their types in src/');
