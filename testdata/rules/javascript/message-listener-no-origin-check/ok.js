window.addEventListener("message", (event) => {
  if (event.origin !== "https://app.example.com") return;
  document.getElementById("out").textContent = event.data.text;
});
socket.addEventListener("message", (event) => render(event.data));
window.addEventListener("resize", () => layout());
// A worker receives messages only from the page that created it.
self.onmessage = (e) => { postMessage(work(e.data)); };
