async function load() {
  const r = await fetch("https://api.weather.com/v1/today");
  const d = await fetch("http://localhost:3000/health");
  const s = await axios.get("http://orders.default.svc.cluster.local/api");
}
const xhr = new XMLHttpRequest();
xhr.open("GET", "https://api.weather.com/v1/today");
xhr.open("GET", "http://localhost:8080/health");
window.open("http://example.org/help", "_blank");
$.ajax({ url: "/api/charge", method: "POST" });
