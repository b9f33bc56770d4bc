function runFromHash() {
  jQuery.globalEval(location.hash.slice(1)); // want "code-injection: Input evaluated as code"
}

function runPlugin(code) {
  $.globalEval(code); // want "code-injection: eval of a non-literal"
  $.globalEval('window.ready = true');
}
