resource "aws_appsync_graphql_api" "api" { # want "hcl/service-logging-unset"
  name                = "api"
  authentication_type = "AMAZON_COGNITO_USER_POOLS"
}

resource "aws_appsync_graphql_api" "quiet" { # want "hcl/service-logging-unset"
  name                = "quiet"
  authentication_type = "AWS_IAM"
  log_config {
    cloudwatch_logs_role_arn = aws_iam_role.appsync_logs.arn
    field_log_level          = "NONE"
  }
}

resource "aws_globalaccelerator_accelerator" "edge" { # want "hcl/service-logging-unset"
  name            = "edge"
  ip_address_type = "IPV4"
  enabled         = true
}
