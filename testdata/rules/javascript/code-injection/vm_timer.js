const vm = require('vm');

function runPlugin(source, sandbox, name) {
  vm.runInNewContext(source, sandbox); // want "code-injection: eval of a non-literal"
  const script = new vm.Script(source); // want "code-injection: eval of a non-literal"
  setTimeout('refresh(' + name + ')', 1000); // want "code-injection: setTimeout with a string"
  return script;
}

function safe(sandbox, refresh) {
  vm.runInNewContext('x + 1', sandbox);
  setTimeout(refresh, 1000);
  setTimeout(() => refresh(), 1000);
  setInterval(function () { refresh(); }, 5000);
  // a constant string is compiled, but holds nothing from outside
  setTimeout('refresh()', 1000);
}

module.exports = { runPlugin, safe };
