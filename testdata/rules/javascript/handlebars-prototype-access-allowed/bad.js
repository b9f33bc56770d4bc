const Handlebars = require("handlebars");
const { engine } = require("express-handlebars");

app.engine("hbs", engine({
  runtimeOptions: {
    allowProtoPropertiesByDefault: true, // want "javascript/handlebars-prototype-access-allowed"
    allowProtoMethodsByDefault: true, // want "javascript/handlebars-prototype-access-allowed"
  },
}));

function render(source, user) {
  return Handlebars.compile(source)({ user }, { "allowProtoPropertiesByDefault": true }); // want "javascript/handlebars-prototype-access-allowed"
}
