const template = Handlebars.compile(source, { strict: true });
const other = Handlebars.compile(source, { noEscape: false });
