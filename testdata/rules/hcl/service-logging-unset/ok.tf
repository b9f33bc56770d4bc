resource "aws_appsync_graphql_api" "api" {
  name                = "api"
  authentication_type = "AMAZON_COGNITO_USER_POOLS"
  log_config {
    cloudwatch_logs_role_arn = aws_iam_role.appsync_logs.arn
    field_log_level          = "ERROR"
  }
}

resource "aws_globalaccelerator_accelerator" "edge" {
  name            = "edge"
  ip_address_type = "IPV4"
  enabled         = true
  attributes {
    flow_logs_enabled   = true
    flow_logs_s3_bucket = aws_s3_bucket.flow_logs.bucket
    flow_logs_s3_prefix = "edge/"
  }
}
