// Koa: ctx.body is the response the app is building, not request data;
// reading it back and sending it is not cross-site scripting.
function respond(ctx) {
  const res = ctx.res;
  let body = ctx.body;
  if (body == null) {
    body = ctx.message || String(ctx.status);
  }
  res.end(body);
}

module.exports = respond;
