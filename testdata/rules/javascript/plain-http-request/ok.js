async function load() {
  const r = await fetch("https://api.weather.com/v1/today");
  const d = await fetch("http://localhost:3000/health");
  const s = await axios.get("http://orders.default.svc.cluster.local/api");
}
