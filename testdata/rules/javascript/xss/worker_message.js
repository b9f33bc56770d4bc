// A dedicated worker's messages are posted by its own script, loaded from
// the page's origin (Prism's and TinyMCE's highlighting worker); another
// window's message is input.
function highlightInWorker(env, filename) {
  var worker = new Worker(filename);
  worker.onmessage = function (evt) {
    env.element.innerHTML = evt.data;
  };
  worker.postMessage(JSON.stringify({ language: env.language, code: env.code }));
}

window.onmessage = function (evt) {
  document.getElementById('preview').innerHTML = evt.data; // want "javascript/xss"
};

function relay(port) {
  port.onmessage = function (evt) {
    document.getElementById('preview').innerHTML = evt.data; // want "javascript/xss"
  };
}
