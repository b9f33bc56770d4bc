import nunjucks from 'nunjucks';
import Mustache from 'mustache';

nunjucks.configure('views', { autoescape: true, express: app });
const env = new nunjucks.Environment(new nunjucks.FileSystemLoader('views'));
// Mustache.escape replaced by an escaper of its own
Mustache.escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const settings = { autoescape: process.env.TEMPLATES_ARE_TEXT !== '1' };
