resource "aws_opensearch_domain" "logs" { # want "hcl/search-fine-grained-access-off"
  domain_name = "logs"
  advanced_security_options {
    enabled = false
  }
}
