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

resource "google_cloudfunctions_function" "thumbnail" { # want "hcl/lambda-deprecated-runtime: runtime = \"python37\""
  name        = "thumbnail"
  runtime     = "python37"
  entry_point = "handler"
}

resource "google_cloudfunctions2_function" "api" { # want "hcl/lambda-deprecated-runtime"
  name     = "api"
  location = "europe-west1"
  build_config {
    runtime     = "nodejs14"
    entry_point = "api"
  }
}

resource "aws_lambda_function" "resize" { # want "hcl/lambda-deprecated-runtime: runtime = \"nodejs18.x\""
  function_name = "resize"
  role          = aws_iam_role.lambda.arn
  handler       = "index.handler"
  runtime       = "nodejs18.x"
  filename      = "resize.zip"
}
