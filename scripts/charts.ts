/**
 * `npm run charts` writes what scripts/chartFiles.ts generates from the machines (the Mermaid
 * charts and a Stately Studio import per machine); `--check` (CI) writes nothing and fails when a
 * committed file drifted from its machine, is missing, or belongs to no machine any more.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { STATELY_DIR, driftedFiles, generatedFiles } from './chartFiles.ts';

const files = generatedFiles();
if (process.argv.includes('--check')) {
  const drifted = driftedFiles(files);
  if (drifted.length > 0) {
    console.error(`Out of date: ${drifted.join(', ')}. Run \`npm run charts\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${files.size} generated files match the machines.`);
} else {
  mkdirSync(STATELY_DIR, { recursive: true });
  for (const name of readdirSync(STATELY_DIR)) if (!files.has(`${STATELY_DIR}/${name}`)) rmSync(`${STATELY_DIR}/${name}`);
  for (const [path, content] of files) writeFileSync(path, content);
  console.log(`wrote ${[...files.keys()].join(', ')}`);
}
