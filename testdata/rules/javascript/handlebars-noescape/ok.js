const template = Handlebars.compile(source, { strict: true });
const other = Handlebars.compile(source, { noEscape: false });

const compileOptions = { noEscape: false, strict: true };
const page = Handlebars.compile(source, compileOptions);
