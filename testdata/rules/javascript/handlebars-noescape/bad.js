const template = Handlebars.compile(source, { noEscape: true }); // want "javascript/handlebars-noescape"
