const fs = require('fs');

exports.handler = async (event) => {
  const stage = event.requestContext.stage;
  const config = fs.readFileSync('/opt/config/' + stage + '.json', 'utf8');
  return { statusCode: 200, body: config };
};

function handler(event) {
  return fs.readFileSync(event.type);
}
module.exports.local = handler;
