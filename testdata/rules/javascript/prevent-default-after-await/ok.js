async function onSubmit(event) {
  event.preventDefault();
  const res = await fetch('/api/check', { method: 'POST' });
  if (res.ok) event.target.submit();
}

document.querySelector('form').addEventListener('submit', onSubmit);
