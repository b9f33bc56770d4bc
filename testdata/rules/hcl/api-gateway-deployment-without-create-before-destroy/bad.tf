resource "aws_api_gateway_deployment" "api" { # want "hcl/api-gateway-deployment-without-create-before-destroy"
  rest_api_id = aws_api_gateway_rest_api.api.id

  triggers = {
    redeployment = sha1(jsonencode(aws_api_gateway_rest_api.api.body))
  }
}

resource "aws_api_gateway_deployment" "v2" { # want "hcl/api-gateway-deployment-without-create-before-destroy"
  rest_api_id = aws_api_gateway_rest_api.api.id

  lifecycle {
    ignore_changes = [description]
  }
}
