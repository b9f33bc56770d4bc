const template = Handlebars.compile(source, { noEscape: true }); // want "javascript/handlebars-noescape"

const compileOptions = { noEscape: true, strict: true }; // want "handlebars-noescape"
const page = Handlebars.compile(source, compileOptions);
