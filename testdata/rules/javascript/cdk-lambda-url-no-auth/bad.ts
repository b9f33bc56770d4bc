const url = fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE }); // want "javascript/cdk-lambda-url-no-auth"
