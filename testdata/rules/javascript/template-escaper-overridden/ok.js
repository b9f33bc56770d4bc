Mustache.escape = function (text) { return escapeHtml(text); };
Mustache.escape = (s) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);
