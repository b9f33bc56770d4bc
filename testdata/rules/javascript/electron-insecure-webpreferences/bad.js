const win = new BrowserWindow({
  width: 800,
  webPreferences: {
    nodeIntegration: true, // want "javascript/electron-insecure-webpreferences"
    contextIsolation: false, // want "javascript/electron-insecure-webpreferences"
    webSecurity: false, // want "javascript/electron-insecure-webpreferences"
  },
});

const webPrefs = {
  preload: path.join(__dirname, 'preload.js'),
  nodeIntegration: true, // want "electron-insecure-webpreferences"
  contextIsolation: false, // want "electron-insecure-webpreferences"
};
const editor = new BrowserWindow({ width: 800, webPreferences: webPrefs });
const options = {};
options.webPreferences = { sandbox: false }; // want "electron-insecure-webpreferences"
