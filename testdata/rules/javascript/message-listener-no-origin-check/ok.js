window.addEventListener("message", (event) => {
  if (event.origin !== "https://app.example.com") return;
  document.getElementById("out").textContent = event.data.text;
});
socket.addEventListener("message", (event) => render(event.data));
window.addEventListener("resize", () => layout());
