window.addEventListener('message', function (msg) {
  const cfg = JSON.parse(msg.data);
  if (cfg.redirect) {
    window.location = cfg.redirect; // want "open-redirect: .*msg.data"
  }
});
