async function onSubmit(event) {
  const res = await fetch('/api/check', { method: 'POST' });
  event.preventDefault(); // want "javascript/prevent-default-after-await"
  if (res.ok) event.target.submit();
}

document.querySelector('form').addEventListener('submit', onSubmit);

document.querySelector('a.async').addEventListener('click', async (e) => {
  await new Promise((r) => setTimeout(r, 10));
  e.preventDefault(); // want "javascript/prevent-default-after-await"
});
