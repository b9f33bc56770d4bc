resource "aws_lambda_layer_version_permission" "org" {
  layer_name      = aws_lambda_layer_version.common.layer_name
  version_number  = aws_lambda_layer_version.common.version
  statement_id    = "org"
  action          = "lambda:GetLayerVersion"
  principal       = "*"
  organization_id = "o-abc123"
}
