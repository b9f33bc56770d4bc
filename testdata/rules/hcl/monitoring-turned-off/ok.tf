resource "aws_instance" "web" {
  ami           = data.aws_ami.al2023.id
  instance_type = "t3.small"
  monitoring    = true
}

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

resource "aws_ecs_cluster" "main" {
  name = "main"
  setting {
    name  = "containerInsights"
    value = "enabled"
  }
}

# left out: the default is a cost choice, not reported
resource "aws_db_instance" "orders" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
}

# an alarm's own switch is not a resource's monitoring
resource "google_monitoring_alert_policy" "cpu" {
  display_name = "cpu"
  combiner     = "OR"
  enabled      = false
}

resource "aws_sfn_state_machine" "orders" {
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
  tracing_configuration {
    enabled = true
  }
}

resource "aws_cloudwatch_metric_alarm" "cpu" {
  alarm_name          = "cpu-high"
  comparison_operator = "GreaterThanThreshold"
  evaluation_periods  = 2
  metric_name         = "CPUUtilization"
  namespace           = "AWS/EC2"
  period              = 60
  statistic           = "Average"
  threshold           = 80
  alarm_actions       = [aws_sns_topic.ops.arn]
  actions_enabled     = var.alarms_on
}
