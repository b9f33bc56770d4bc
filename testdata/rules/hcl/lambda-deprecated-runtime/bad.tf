resource "aws_lambda_function" "legacy" { # want "hcl/lambda-deprecated-runtime"
  function_name = "legacy"
  role          = aws_iam_role.lambda.arn
  handler       = "index.handler"
  runtime       = "nodejs14.x"
  filename      = "legacy.zip"
}

resource "aws_lambda_function" "etl" { # want "hcl/lambda-deprecated-runtime"
  function_name = "etl"
  role          = aws_iam_role.lambda.arn
  handler       = "main.handler"
  runtime       = "python2.7"
  filename      = "etl.zip"
}
