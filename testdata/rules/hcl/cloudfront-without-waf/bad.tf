resource "aws_cloudfront_distribution" "site" { # want "hcl/cloudfront-without-waf"
  enabled = true
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}
