resource "aws_cloudfront_distribution" "site" {
  enabled = true
  logging_config {
    bucket = aws_s3_bucket.logs.bucket_domain_name
    prefix = "cloudfront/"
  }
  default_cache_behavior {
    viewer_protocol_policy = "redirect-to-https"
  }
}
