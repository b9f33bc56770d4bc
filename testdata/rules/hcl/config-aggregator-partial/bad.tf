resource "aws_config_configuration_aggregator" "org" { # want "hcl/config-aggregator-partial"
  name = "org"
  account_aggregation_source {
    account_ids = ["123456789012"]
    regions     = ["us-east-1"]
  }
}

resource "aws_config_configuration_aggregator" "all" { # want "hcl/config-aggregator-partial"
  name = "all"
  organization_aggregation_source {
    all_regions = false
    role_arn    = aws_iam_role.config.arn
  }
}
