// Fails when the catalogs are out of date with the source (an extracted message missing from them,
// or one no longer used) or when any language has a missing or empty translation.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });

run('npx lingui extract --clean');
try {
  execSync('git diff --exit-code --stat -- locales/', { stdio: 'inherit' });
} catch {
  console.error('\ni18n: the catalogs in locales/ are not up to date with the source; run `npm run i18n:extract`, translate, commit.');
  process.exit(1);
}
// --strict fails on any message without a translation in any of the 16 catalogs.
run('npx lingui compile --strict --typescript');
console.log('i18n: all catalogs complete and up to date.');
