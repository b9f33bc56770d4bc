resource "aws_lambda_permission" "s3" { # want "hcl/lambda-permission-without-source: s3.amazonaws.com may invoke"
  statement_id  = "AllowS3"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.thumbnail.function_name
  principal     = "s3.amazonaws.com"
}
