resource "aws_api_gateway_integration" "orders" { # want "hcl/api-gateway-backend-plain-http"
  rest_api_id             = aws_api_gateway_rest_api.api.id
  resource_id             = aws_api_gateway_resource.orders.id
  http_method             = aws_api_gateway_method.orders.http_method
  type                    = "HTTP_PROXY"
  integration_http_method = "ANY"
  uri                     = "http://orders.example.com/{proxy}"
}

resource "aws_apigatewayv2_integration" "legacy" { # want "hcl/api-gateway-backend-plain-http"
  api_id             = aws_apigatewayv2_api.http.id
  integration_type   = "HTTP_PROXY"
  integration_method = "ANY"
  integration_uri    = "http://${var.legacy_host}/api"
}
