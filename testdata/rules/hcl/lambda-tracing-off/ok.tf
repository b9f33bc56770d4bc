resource "aws_lambda_function" "api" {
  function_name = "api"
  role          = aws_iam_role.api.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  tracing_config {
    mode = "Active"
  }
}
