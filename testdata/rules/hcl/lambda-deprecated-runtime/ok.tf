resource "aws_lambda_function" "api" {
  function_name = "api"
  role          = aws_iam_role.lambda.arn
  handler       = "index.handler"
  runtime       = "nodejs20.x"
  filename      = "api.zip"
}

resource "aws_lambda_function" "go" {
  function_name = "go"
  role          = aws_iam_role.lambda.arn
  handler       = "bootstrap"
  runtime       = "provided.al2023"
  filename      = "go.zip"
}

resource "aws_lambda_function" "java" {
  function_name = "java"
  role          = aws_iam_role.lambda.arn
  handler       = "example.Handler"
  runtime       = "java8.al2"
  filename      = "java.zip"
}

resource "google_cloudfunctions_function" "thumbnail" {
  name        = "thumbnail"
  runtime     = "python312"
  entry_point = "handler"
}

resource "google_cloudfunctions2_function" "api" {
  name     = "api"
  location = "europe-west1"
  build_config {
    runtime     = "nodejs20"
    entry_point = "api"
  }
}
