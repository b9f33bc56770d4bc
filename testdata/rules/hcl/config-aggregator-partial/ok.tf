resource "aws_config_configuration_aggregator" "org" {
  name = "org"
  account_aggregation_source {
    account_ids = ["123456789012"]
    all_regions = true
  }
}
