const win = new BrowserWindow({
  webPreferences: {
    enableRemoteModule: false,
    webviewTag: false,
    preload: path.join(__dirname, 'preload.js'),
  },
});
app.commandLine.appendSwitch('enable-features', 'WebRTCPipeWireCapturer');
app.commandLine.appendSwitch('lang', 'en-US');
