resource "aws_api_gateway_stage" "prod" { # want "hcl/api-gateway-tracing-off"
  deployment_id = aws_api_gateway_deployment.api.id
  rest_api_id   = aws_api_gateway_rest_api.api.id
  stage_name    = "prod"
}
