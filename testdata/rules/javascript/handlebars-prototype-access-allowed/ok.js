const Handlebars = require("handlebars");

function render(source, user) {
  return Handlebars.compile(source)({ user }, {
    allowedProtoProperties: { fullName: true },
    allowProtoPropertiesByDefault: false,
  });
}
