/**
 * What the operator commands of this folder share (`npm run backup`, `restore`, `move-to-postgres`,
 * `files:to-s3`): lines for the operator on stdout, and one way to end. A failure — a ConfigError from
 * loadConfig, a BackupError, anything else — is printed as its message alone on stderr, with exit code 1.
 */
import path from 'node:path';

/** What the operator reads as it goes (stdout; errors go to stderr). */
export const say = (line: string) => process.stdout.write(`${line}\n`);

/** A path the operator typed: npm runs scripts from the repository's root, so it is resolved where they were. */
export const operatorPath = (typed: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);

/** Runs the command and exits with the code it answers, or 1 after printing what went wrong. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
