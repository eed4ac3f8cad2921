// A jest reporter for CI logs: one line with the clock time when each test file starts and when it ends (jest's own
// reporter prints a file only once it has ended, so a log cut off by a timeout would not say which file was running).
const path = require('node:path');

const clock = () => new Date().toISOString().slice(11, 19);

class StartReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onTestFileStart(test) {
    process.stderr.write(`[${clock()}] start ${path.relative(this.rootDir, test.path)}\n`);
  }

  onTestFileResult(test, result) {
    const seconds = ((result.perfStats.end - result.perfStats.start) / 1000).toFixed(1);
    process.stderr.write(`[${clock()}] end   ${path.relative(this.rootDir, test.path)} (${seconds} s)\n`);
  }
}

module.exports = StartReporter;
