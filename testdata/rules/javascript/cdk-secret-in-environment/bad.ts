new lambda.Function(this, 'Fn', {
  runtime: lambda.Runtime.NODEJS_20_X,
  handler: 'index.handler',
  code: lambda.Code.fromAsset('dist'),
  environment: {
    TABLE: table.tableName,
    STRIPE_API_KEY: 'sk_live_51Habc123def456', // want "javascript/cdk-secret-in-environment"
  },
});
taskDef.addContainer('app', { image, environment: { JWT_SECRET: 'Pr0d-s1gning-k3y' } }); // want "javascript/cdk-secret-in-environment"
