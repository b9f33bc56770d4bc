resource "aws_lambda_permission" "any" { # want "hcl/lambda-permission-public"
  statement_id  = "AllowAnyone"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.api.function_name
  principal     = "*"
}
