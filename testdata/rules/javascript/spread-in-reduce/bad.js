const byId = users.reduce((acc, u) => ({ ...acc, [u.id]: u }), {}); // want "javascript/spread-in-reduce"
const all = lists.reduce((out, l) => [...out, ...l], []); // want "javascript/spread-in-reduce"
