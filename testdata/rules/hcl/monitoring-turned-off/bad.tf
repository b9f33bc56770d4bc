resource "aws_instance" "web" { # want "hcl/monitoring-turned-off: monitoring = false"
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
  monitoring    = false
}

resource "aws_launch_template" "workers" { # want "hcl/monitoring-turned-off: enabled = false"
  name_prefix = "workers-"
  monitoring {
    enabled = false
  }
}

resource "aws_lambda_function" "worker" { # want "hcl/monitoring-turned-off: mode = PassThrough"
  function_name = "worker"
  role          = aws_iam_role.worker.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = "worker.zip"
  tracing_config {
    mode = "PassThrough"
  }
}

resource "aws_ecs_cluster" "main" { # want "hcl/monitoring-turned-off: containerInsights = disabled"
  name = "main"
  setting {
    name  = "containerInsights"
    value = "disabled"
  }
}

resource "aws_db_instance" "orders" { # want "hcl/monitoring-turned-off: performance_insights_enabled = false" "hcl/monitoring-turned-off: monitoring_interval = 0"
  engine                       = "postgres"
  instance_class               = "db.t3.micro"
  performance_insights_enabled = false
  monitoring_interval          = 0
}

resource "aws_api_gateway_stage" "prod" { # want "hcl/monitoring-turned-off: xray_tracing_enabled = false"
  stage_name           = "prod"
  rest_api_id          = aws_api_gateway_rest_api.api.id
  deployment_id        = aws_api_gateway_deployment.api.id
  xray_tracing_enabled = false
}

resource "aws_appsync_graphql_api" "api" { # want "hcl/monitoring-turned-off"
  name                = "api"
  authentication_type = "AMAZON_COGNITO_USER_POOLS"
  xray_enabled        = false
}

resource "aws_sfn_state_machine" "orders" { # want "hcl/monitoring-turned-off: enabled = false"
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
  tracing_configuration {
    enabled = false
  }
}

resource "aws_cloudwatch_metric_alarm" "cpu" { # want "hcl/monitoring-turned-off: actions_enabled = false"
  alarm_name          = "cpu-high"
  comparison_operator = "GreaterThanThreshold"
  evaluation_periods  = 2
  metric_name         = "CPUUtilization"
  namespace           = "AWS/EC2"
  period              = 60
  statistic           = "Average"
  threshold           = 80
  alarm_actions       = [aws_sns_topic.ops.arn]
  actions_enabled     = false
}
