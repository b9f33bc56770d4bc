const browser = await puppeteer.launch({ args: ['--disable-web-security', '--window-size=1280,800'] }); // want "javascript/headless-browser-security-off"
const b2 = await puppeteer.launch({ headless: 'new', args: ['--no-sandbox'] }); // want "javascript/headless-browser-security-off"
const context = await browser.newContext({ ignoreHTTPSErrors: true }); // want "javascript/headless-browser-security-off"
const b3 = await chromium.launch({ args: ['--ignore-certificate-errors'] }); // want "javascript/headless-browser-security-off"
