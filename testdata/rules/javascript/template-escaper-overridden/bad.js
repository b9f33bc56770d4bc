Mustache.escape = function (text) { return text; }; // want "javascript/template-escaper-overridden"
Handlebars.Utils.escapeExpression = (s) => s; // want "javascript/template-escaper-overridden"
