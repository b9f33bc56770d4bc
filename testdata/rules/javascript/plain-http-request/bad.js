async function load() {
  const r = await fetch("http://api.weather.com/v1/today"); // want "javascript/plain-http-request"
  const u = await axios.post(`http://billing.acme.io/charge`, body); // want "javascript/plain-http-request"
}
const xhr = new XMLHttpRequest();
xhr.open("GET", "http://api.weather.com/v1/today"); // want "javascript/plain-http-request"
$.getJSON("http://api.weather.com/v1/today", render); // want "javascript/plain-http-request"
$.ajax({ url: "http://billing.acme.io/charge", method: "POST" }); // want "javascript/plain-http-request"
