resource "aws_cloudfront_distribution" "site" { # want "hcl/cloudfront-access-logging-off"
  enabled = true
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}
