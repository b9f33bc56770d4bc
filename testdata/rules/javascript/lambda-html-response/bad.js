exports.hello = async (event) => {
  const name = event.queryStringParameters.name;
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'text/html' },
    body: `<h1>Hello ${name}</h1>`, // want "javascript/lambda-html-response"
  };
};
exports.comment = async (event) => {
  const data = JSON.parse(event.body);
  const html = '<div class="comment">' + data.text + '</div>';
  return { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html }; // want "javascript/lambda-html-response"
};
