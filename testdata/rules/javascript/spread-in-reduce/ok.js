const byId = users.reduce((acc, u) => { acc[u.id] = u; return acc; }, {});
const byId2 = Object.fromEntries(users.map((u) => [u.id, u]));
const merged = configs.reduce((a, c) => ({ ...defaults, ...c }), {});
