function share(token) {
  window.parent.postMessage({ token }, "https://app.example.com");
  worker.postMessage(buffer, [buffer]);
  worker.postMessage({ cmd: "start" });
}
