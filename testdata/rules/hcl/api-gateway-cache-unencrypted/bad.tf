resource "aws_api_gateway_method_settings" "all" { # want "hcl/api-gateway-cache-unencrypted"
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    caching_enabled = true
    metrics_enabled = true
  }
}
