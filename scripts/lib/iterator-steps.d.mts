// Types for iterator-steps.mjs.
/** How many steps array iterators take while `work` runs. */
export function iteratorSteps(work: () => void): number;
