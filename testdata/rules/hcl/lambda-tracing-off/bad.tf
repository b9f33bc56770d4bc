resource "aws_lambda_function" "api" { # want "hcl/lambda-tracing-off"
  function_name = "api"
  role          = aws_iam_role.api.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
}

resource "aws_lambda_function" "worker" { # want "hcl/lambda-tracing-off"
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  tracing_config {
    mode = "PassThrough"
  }
}
