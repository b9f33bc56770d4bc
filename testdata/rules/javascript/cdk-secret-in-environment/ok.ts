new lambda.Function(this, 'Fn', {
  runtime: lambda.Runtime.NODEJS_20_X,
  handler: 'index.handler',
  code: lambda.Code.fromAsset('dist'),
  environment: {
    STRIPE_API_KEY_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:stripe',
    SECRET_NAME: 'prod/stripe',
    TOKEN_PARAM: '/app/token',
    DB_PASSWORD: dbSecret.secretValue.unsafeUnwrap(),
  },
});
taskDef.addContainer('app', { image, secrets: { DB_PASSWORD: ecs.Secret.fromSecretsManager(dbSecret) } });
