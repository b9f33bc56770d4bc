resource "aws_lambda_layer_version_permission" "shared" { # want "hcl/lambda-permission-public"
  layer_name     = aws_lambda_layer_version.common.layer_name
  version_number = aws_lambda_layer_version.common.version
  statement_id   = "everyone"
  action         = "lambda:GetLayerVersion"
  principal      = "*"
}
