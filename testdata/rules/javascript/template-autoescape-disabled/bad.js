const nunjucks = require('nunjucks');
const Mustache = require('mustache');

nunjucks.configure('views', { autoescape: false, express: app }); // want "template-autoescape-disabled"
const env = new nunjucks.Environment(new nunjucks.FileSystemLoader('views'), { 'autoescape': false }); // want "template-autoescape-disabled"
eta.configure({ views: './views', autoEscape: false }); // want "template-autoescape-disabled"
Mustache.escape = function (text) { // want "template-autoescape-disabled"
  return text;
};
Mustache.escape = (t) => t; // want "template-autoescape-disabled"
