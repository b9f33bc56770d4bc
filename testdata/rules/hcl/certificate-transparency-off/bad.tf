resource "aws_acm_certificate" "site" { # want "hcl/certificate-transparency-off"
  domain_name       = "example.com"
  validation_method = "DNS"
  options {
    certificate_transparency_logging_preference = "DISABLED"
  }
}
