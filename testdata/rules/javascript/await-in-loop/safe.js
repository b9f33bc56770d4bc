async function all(urls) { return Promise.all(urls.map((u) => fetch(u))); }
async function consume(stream) { for await (const chunk of stream) { await write(chunk); } }
async function poll(ids) { for (const id of ids) { await sleep(100); } }
async function retry(f) { for (let i = 0; i < 3; i++) { try { return await f(); } catch (e) {} } }
async function find(urls) { for (const u of urls) { const r = await fetch(u); if (r.ok) break; } }
function run(items) { for (const i of items) { queue.push(async () => { await work(i); }); } }
