resource "aws_cloudfront_distribution" "site" { # want "hcl/cloudfront-default-certificate"
  enabled = true
  viewer_certificate {
    cloudfront_default_certificate = true
  }
}
