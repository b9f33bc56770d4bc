resource "aws_cloudfront_distribution" "site" {
  enabled    = true
  web_acl_id = aws_wafv2_web_acl.edge.arn
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}
