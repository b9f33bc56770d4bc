const browser = await puppeteer.launch({ args: ['--window-size=1280,800', '--lang=en-US'] });
const context = await browser.newContext({ ignoreHTTPSErrors: false, viewport: { width: 1280, height: 800 } });
const b3 = await chromium.launch({ headless: true });
const local = await puppeteer.launch({ args: ['--remote-debugging-port=9222', '--remote-debugging-address=127.0.0.1'] });
