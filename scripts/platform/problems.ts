// How an extractor meets code it does not understand. `platform:extract`
// refuses it (the data must be complete); the drift report reads a newer
// commit with a list to collect such problems in, so one odd file does not
// hide every other change: the part that cannot be read is left out, and the
// report prints the list.
export type Problems = string[] | undefined;

/** Throws `message`, or, given a list, adds it there and lets the extractor carry on. */
export function problem(problems: Problems, message: string): void {
  if (!problems) throw new Error(message);
  problems.push(message);
}

/** Runs `part`; when it throws and a list is given, the error goes to the list and `part` yields `fallback`. */
export function tolerate<T>(problems: Problems, what: string, part: () => T, fallback: T): T {
  try {
    return part();
  } catch (error) {
    if (!problems) throw error;
    problems.push(`${(error as Error).message} (${what} left out)`);
    return fallback;
  }
}
