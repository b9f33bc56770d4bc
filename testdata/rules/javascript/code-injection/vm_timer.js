const vm = require('vm');

function runPlugin(source, sandbox) {
  vm.runInNewContext(source, sandbox); // want "code-injection: eval of a non-literal"
  const script = new vm.Script(source); // want "code-injection: eval of a non-literal"
  setTimeout('refresh()', 1000); // want "code-injection: setTimeout with a string"
  setInterval(`poll()`, 5000); // want "code-injection"
  return script;
}

function safe(sandbox, refresh) {
  vm.runInNewContext('x + 1', sandbox);
  setTimeout(refresh, 1000);
  setTimeout(() => refresh(), 1000);
  setInterval(function () { refresh(); }, 5000);
}

module.exports = { runPlugin, safe };
