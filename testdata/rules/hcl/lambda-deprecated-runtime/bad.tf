resource "aws_lambda_function" "legacy" {
  function_name = "legacy"
  role          = aws_iam_role.lambda.arn
  handler       = "index.handler"
  runtime       = "nodejs14.x" # want "hcl/lambda-deprecated-runtime"
  filename      = "legacy.zip"
}

resource "aws_lambda_function" "etl" {
  function_name = "etl"
  role          = aws_iam_role.lambda.arn
  handler       = "main.handler"
  runtime       = "python2.7" # want "hcl/lambda-deprecated-runtime"
  filename      = "etl.zip"
}
