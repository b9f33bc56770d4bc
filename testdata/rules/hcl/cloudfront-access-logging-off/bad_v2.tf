# a delivery source for another service's logs does not log the distribution
resource "aws_cloudfront_distribution" "app" { # want "hcl/cloudfront-access-logging-off"
  enabled = true
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}

resource "aws_cloudwatch_log_delivery_source" "api" {
  name         = "api-logs"
  log_type     = "APPLICATION_LOGS"
  resource_arn = aws_bedrockagent_knowledge_base.kb.arn
}
