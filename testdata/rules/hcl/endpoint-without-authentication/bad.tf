resource "aws_api_gateway_method" "orders_post" { # want "hcl/endpoint-without-authentication"
  rest_api_id   = aws_api_gateway_rest_api.api.id
  resource_id   = aws_api_gateway_resource.orders.id
  http_method   = "POST"
  authorization = "NONE"
}

resource "aws_lambda_function_url" "admin" { # want "hcl/endpoint-without-authentication"
  function_name      = aws_lambda_function.admin.function_name
  authorization_type = "NONE"
}
