# standard logging v2: access logs delivered through CloudWatch Logs vended log delivery
resource "aws_cloudfront_distribution" "site" {
  enabled = true
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}

resource "aws_cloudwatch_log_delivery_source" "site" {
  name         = "site-access-logs"
  log_type     = "ACCESS_LOGS"
  resource_arn = aws_cloudfront_distribution.site.arn
}

resource "aws_cloudwatch_log_delivery_destination" "logs" {
  name = "site-logs"
  delivery_destination_configuration {
    destination_resource_arn = aws_s3_bucket.logs.arn
  }
}

resource "aws_cloudwatch_log_delivery" "site" {
  delivery_source_name     = aws_cloudwatch_log_delivery_source.site.name
  delivery_destination_arn = aws_cloudwatch_log_delivery_destination.logs.arn
}
