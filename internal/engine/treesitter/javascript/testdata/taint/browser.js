function loadTemplate() {
  const tpl = location.hash.substr(1);
  const container = document.querySelector('#c');
  container.innerHTML = tpl; // want "xss: .*location.hash"
  const q = new URL(document.location).searchParams.get('q');
  document.querySelector('#s').insertAdjacentHTML('afterbegin', `<span>${q}</span>`); // want "xss: .*document.location"
  const next = decodeURIComponent(document.cookie.split('next=')[1]);
  location.assign(next); // want "open-redirect: .*document.cookie"
  setTimeout(window.name, 100); // want "code-injection: .*window.name"
  const origin = window.location.origin;
  document.querySelector('#o').innerHTML = `<a href="${origin}/home">home</a>`;
}

window.onmessage = function (e) {
  eval(e.data); // want "code-injection: .*e.data"
};

function handler(q, s) {
  s.status(200).send('<p>' + q.query.msg + '</p>'); // want "xss: .*q.query.msg"
}
module.exports = handler;

function reloadWithoutCredentials() {
  // assigning the page's own URL reloads it: no navigation elsewhere
  if (document.URL !== location.href) {
    location.href = location.href;
    window.location = document.URL;
  }
  location.href = location.hash.slice(1); // want "open-redirect: .*location.hash"
}

function focusTarget() {
  const id = decodeURIComponent(location.hash.slice(1));
  // a reference that starts with # or ? keeps the page's scheme, host and path
  location.replace(new URL(`#${id}`, location.href));
  location.href = `?q=${id}`;
  location.assign(new URL(`#${id}`, document.cookie)); // want "open-redirect: .*document.cookie"
}
