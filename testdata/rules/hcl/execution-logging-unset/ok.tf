resource "aws_sfn_state_machine" "orders" {
  name       = "orders"
  role_arn   = aws_iam_role.sfn.arn
  definition = file("orders.asl.json")
  logging_configuration {
    log_destination        = "${aws_cloudwatch_log_group.sfn.arn}:*"
    include_execution_data = true
    level                  = "ERROR"
  }
}

resource "aws_mwaa_environment" "airflow" {
  name               = "airflow"
  dag_s3_path        = "dags/"
  execution_role_arn = aws_iam_role.mwaa.arn
  source_bucket_arn  = aws_s3_bucket.dags.arn
  dynamic "logging_configuration" {
    for_each = var.logging == null ? [] : [var.logging]
    content {
      task_logs {
        enabled   = true
        log_level = logging_configuration.value
      }
    }
  }
}
