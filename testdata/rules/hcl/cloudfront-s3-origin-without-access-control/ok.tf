resource "aws_cloudfront_origin_access_control" "site" {
  name                              = "site"
  origin_access_control_origin_type = "s3"
  signing_behavior                  = "always"
  signing_protocol                  = "sigv4"
}

resource "aws_cloudfront_distribution" "site" {
  enabled = true

  origin {
    domain_name              = aws_s3_bucket.site.bucket_regional_domain_name
    origin_id                = "site"
    origin_access_control_id = aws_cloudfront_origin_access_control.site.id
  }

  # a legacy origin access identity
  origin {
    domain_name = aws_s3_bucket.legacy.bucket_regional_domain_name
    origin_id   = "legacy"

    s3_origin_config {
      origin_access_identity = aws_cloudfront_origin_access_identity.legacy.cloudfront_access_identity_path
    }
  }

  # a bucket website endpoint is a custom origin
  origin {
    domain_name = aws_s3_bucket_website_configuration.docs.website_endpoint
    origin_id   = "docs"

    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "http-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }

  # an application load balancer
  origin {
    domain_name = aws_lb.app.dns_name
    origin_id   = "app"

    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "https-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }

  default_cache_behavior {
    target_origin_id       = "site"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
  }

  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }

  viewer_certificate {
    cloudfront_default_certificate = true
  }
}
