resource "aws_lambda_function" "worker" {
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "worker.zip"
  tracing_config {
    mode = "Active"
  }
}

resource "aws_lambda_function" "from_module_input" {
  function_name = "other"
  role          = aws_iam_role.worker.arn
  image_uri     = var.image
  package_type  = "Image"
  dynamic "tracing_config" {
    for_each = var.tracing_mode == null ? [] : [var.tracing_mode]
    content {
      mode = tracing_config.value
    }
  }
}

resource "aws_api_gateway_stage" "prod" {
  stage_name           = "prod"
  rest_api_id          = aws_api_gateway_rest_api.api.id
  deployment_id        = aws_api_gateway_deployment.api.id
  xray_tracing_enabled = true
}

resource "aws_sfn_state_machine" "orders" {
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
  tracing_configuration {
    enabled = true
  }
}
