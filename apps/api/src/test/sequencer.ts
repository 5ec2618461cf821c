import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take a worker longest, by what they do: the parts of the hostile-input suite (23,000
 * requests), the files that start servers or processes of their own, the backups, the authorisation
 * matrix. Vitest orders a fresh clone's files by size, which left these to the end of each project,
 * one worker running the last of them alone for a minute while the other had nothing left.
 */
const LONG = [
  /hostile-input/,
  /\.server-process\.test\.ts$/,
  /\.pg-test\.ts$/,
  /backup-restore/,
  /authorization-matrix/,
];

/** Vitest's order (each project's files together, the longest of the last run first), the long files first. */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) =>
      projects.indexOf(spec.project.name) * 2 + (LONG.some((pattern) => pattern.test(spec.moduleId)) ? 0 : 1);
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}
