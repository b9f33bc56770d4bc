async function load() {
  const r = await fetch("http://api.weather.com/v1/today"); // want "javascript/plain-http-request"
  const u = await axios.post(`http://billing.acme.io/charge`, body); // want "javascript/plain-http-request"
}
