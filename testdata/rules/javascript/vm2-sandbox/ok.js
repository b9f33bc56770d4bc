const ivm = require("isolated-vm");
const vm = require("vm");

function runPlugin(code) {
  const isolate = new ivm.Isolate({ memoryLimit: 64 });
  return isolate.compileScriptSync(code);
}
const vm2Label = "vm2";
