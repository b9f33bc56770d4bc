const { shell } = require('electron');

function onLinkClicked(event, url) {
  if (new URL(url).protocol === 'https:') {
    shell.openExternal(url);
  }
  shell.openExternal('https://example.com/help');
}
