import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiClientFiles } from './render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { document, types } = await renderApiClientFiles();
fs.writeFileSync(path.join(root, 'openapi.json'), document);
fs.writeFileSync(path.join(root, 'src/schema.d.ts'), types);
console.log('api-client: wrote openapi.json and src/schema.d.ts');
