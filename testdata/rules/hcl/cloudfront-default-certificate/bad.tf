resource "aws_cloudfront_distribution" "site" {
  enabled = true
  viewer_certificate {
    cloudfront_default_certificate = true # want "hcl/cloudfront-default-certificate"
  }
}
