resource "aws_acm_certificate" "site" { # want "hcl/acm-certificate-without-create-before-destroy"
  domain_name       = "example.com"
  validation_method = "DNS"
}
