const { VM } = require("vm2"); // want "javascript/vm2-sandbox"

function runPlugin(code) {
  const vm = new VM({ timeout: 1000, sandbox: {} });
  return vm.run(code);
}
