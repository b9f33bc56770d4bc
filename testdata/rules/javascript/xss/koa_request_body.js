const Koa = require("koa");
const app = new Koa();

app.use(async (ctx) => {
  const name = ctx.request.body.name;
  ctx.res.end("<h1>" + name + "</h1>"); // want "xss"
});
