// A throw-away PostgreSQL cluster for benchmarks, run the way a bank runs it: default durability
// (fsync on, synchronous_commit on, full_page_writes on), unlike the test command's fsync-off cluster.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A running cluster: its connection URL for a database, its binaries, and how to stop it. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database: string): string;
  port: number;
  /** The folder of initdb, pg_ctl, pgbench… */
  bin: string;
  /** Runs psql on `database` and returns its unaligned, tuples-only output. */
  psql(database: string, query: string): string;
  stop(): void;
}

const isRoot = process.getuid?.() === 0;

function run(command: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, { encoding: 'utf8' });
}

/** The binaries of the newest PostgreSQL ≥ 15 installed the Debian way, else on the PATH; undefined without one. */
export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => Number(version) >= 15)
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(base, version, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  const which = run('sh', ['-c', 'command -v initdb']);
  return which.status === 0 ? path.dirname(which.stdout.trim()) : undefined;
}

/**
 * Starts a cluster in a new temporary folder on a free-ish port (as the `postgres` system user when
 * run as root, since initdb refuses root) with default durability and `max_connections` 300.
 * @throws Error when initdb or pg_ctl fails.
 */
export function startPostgresCluster(bin: string): PostgresCluster {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-pg-'));
  const asUser = (command: string, args: readonly string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  if (isRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
    const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
    chownSync(dataDir, uid, gid);
  }
  const port = 55000 + Math.floor(Math.random() * 900);
  const init = asUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr}`);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=300`;
  const start = asUser(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    options,
    'start',
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stdout}\n${start.stderr}`);
  let stopped = false;
  const cluster: PostgresCluster = {
    port,
    bin,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql(database, query) {
      const result = run(path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-Atqc',
        query,
      ]);
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
      return result.stdout.trim();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      asUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cluster;
}
