resource "aws_apigatewayv2_route" "orders" { # want "hcl/endpoint-without-authentication"
  api_id             = aws_apigatewayv2_api.http.id
  route_key          = "POST /orders"
  authorization_type = "NONE"
  target             = "integrations/${aws_apigatewayv2_integration.orders.id}"
}
