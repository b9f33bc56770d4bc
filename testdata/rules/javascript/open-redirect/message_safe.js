window.addEventListener('message', function (msg) {
  const cfg = JSON.parse(msg.data);
  if (cfg.page === 'home' || cfg.page === 'help') {
    window.location = '/' + cfg.page;
  }
});
