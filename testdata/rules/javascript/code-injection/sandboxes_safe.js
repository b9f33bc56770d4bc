const { VM } = require('vm2');
const safeEval = require('safe-eval');

function constants() {
  const vm = new VM({ timeout: 100 });
  const two = vm.run('1 + 1');
  return two + safeEval('40 + 2');
}

// a run method of another object is not a sandbox
function job(queue, task) {
  return queue.run(task);
}

module.exports = { constants, job };
