// Orders the browser test files so that the longest start first. Jest's own order (durations of
// earlier runs, else the largest file first) has nothing to go on in a clean clone, and the
// accessibility sweep's file is four lines long: it would start last and leave the run's tail to
// itself. The files below (longest first, from npm test's JSON reports) lead;
// the rest keep Jest's order.
const Sequencer = require('@jest/test-sequencer').default

const LONGEST = [/\/a11ySweep\d+\.e2e\.ts$/, /\/develop\.e2e\.ts$/, /\/resplitIndex\.e2e\.ts$/, /\/search\.e2e\.ts$/]

const rank = (test) => {
  const index = LONGEST.findIndex((pattern) => pattern.test(test.path))
  return index === -1 ? LONGEST.length : index
}

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests)
    // Array.prototype.sort is stable: within a rank, Jest's order stays.
    return [...ordered].sort((a, b) => rank(a) - rank(b))
  }
}

module.exports = LongestFirstSequencer
