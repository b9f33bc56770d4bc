resource "aws_cloudwatch_log_group" "app" { # want "hcl/log-group-retention-unset"
  name = "/app/web"
}

resource "aws_cloudwatch_log_group" "audit" { # want "hcl/log-group-retention-unset"
  name              = "/app/audit"
  retention_in_days = 0
}
