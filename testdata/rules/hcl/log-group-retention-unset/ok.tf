resource "aws_cloudwatch_log_group" "app" {
  name              = "/app/web"
  retention_in_days = 30
}

resource "aws_cloudwatch_log_group" "audit" {
  name              = "/app/audit"
  retention_in_days = var.audit_retention_days
}
