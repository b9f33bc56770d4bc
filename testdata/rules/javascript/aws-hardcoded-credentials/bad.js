const AWS = require('aws-sdk');
const s3 = new AWS.S3({
  accessKeyId: 'AKIAQ3EGRVLRPLWQ6RZX',
  secretAccessKey: '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', // want "javascript/aws-hardcoded-credentials"
});
