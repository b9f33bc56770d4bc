const win = new BrowserWindow({
  width: 800,
  webPreferences: {
    nodeIntegration: false,
    contextIsolation: true,
    sandbox: true,
    preload: path.join(__dirname, "preload.js"),
  },
});
const opts = { sandbox: false };

const webPrefs = { preload: path.join(__dirname, 'preload.js'), nodeIntegration: false, contextIsolation: true };
const viewer = new BrowserWindow({ webPreferences: webPrefs });
const launchOptions = { headless: true, sandbox: false };
