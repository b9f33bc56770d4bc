async function save(doc) {
  fetch("/api/docs", { method: "POST", body: JSON.stringify(doc) }); // want "javascript/floating-fetch"
  axios.post("/api/audit", { id: doc.id }); // want "javascript/floating-fetch"
  render();
}
