// Makes sure the PostgreSQL server programs are present before `npm test` runs the storage
// contract suite and the two-instance test, which start a throwaway server of their own (initdb in
// a temporary folder). We use Debian's `postgresql` package; nothing is downloaded from elsewhere.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { postgresBinDir } from './postgres-bin.mjs';

if (postgresBinDir()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("PostgreSQL not found: installing Debian's `postgresql` package (one time)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  if (postgresBinDir()) process.exit(0);
}
console.error(`No PostgreSQL server programs (initdb, pg_ctl, postgres) found for the storage tests.
  On Debian or Ubuntu:  sudo apt-get install -y postgresql
  Elsewhere:            install the PostgreSQL server and set POSTGRES_BIN=/path/to/its/bin`);
process.exit(1);
