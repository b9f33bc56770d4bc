resource "aws_lambda_function" "worker" { # want "hcl/tracing-unset"
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "worker.zip"
}

resource "aws_api_gateway_stage" "prod" { # want "hcl/tracing-unset"
  stage_name    = "prod"
  rest_api_id   = aws_api_gateway_rest_api.api.id
  deployment_id = aws_api_gateway_deployment.api.id
}

resource "aws_sfn_state_machine" "orders" { # want "hcl/tracing-unset"
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
}
