const url = fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
