resource "aws_apigatewayv2_route" "orders" {
  api_id             = aws_apigatewayv2_api.http.id
  route_key          = "POST /orders"
  authorization_type = "JWT"
  authorizer_id      = aws_apigatewayv2_authorizer.cognito.id
}

resource "aws_apigatewayv2_route" "preflight" {
  api_id             = aws_apigatewayv2_api.http.id
  route_key          = "OPTIONS /orders"
  authorization_type = "NONE"
}
