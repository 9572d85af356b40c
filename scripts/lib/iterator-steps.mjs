// A count of work that does not depend on the machine's speed, for the tests that pin down that
// a reader or a check is linear in its input (packages/carrier-files, packages/analysis).

/**
 * How many steps array iterators take while `work` runs. Spreading a list (`[...list, x]`) walks
 * it step by step, so code that copies a list on every item takes items² / 2 steps.
 * @param {() => void} work
 * @returns {number}
 */
export function iteratorSteps(work) {
  const proto = /** @type {{ next: () => unknown }} */ (
    Object.getPrototypeOf([][Symbol.iterator]())
  );
  const next = proto.next;
  let steps = 0;
  proto.next = function () {
    steps += 1;
    return next.call(this);
  };
  try {
    work();
  } finally {
    proto.next = next;
  }
  return steps;
}
