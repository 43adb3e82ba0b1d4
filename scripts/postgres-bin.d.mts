/**
 * The folder of the PostgreSQL server programs (initdb, pg_ctl, postgres) the tests use:
 * $POSTGRES_BIN, else the newest of Debian's /usr/lib/postgresql/N/bin, else none.
 */
export declare function postgresBinDir(): string | undefined;
