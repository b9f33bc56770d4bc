resource "aws_opensearch_domain" "search" { # want "hcl/search-domain-https-not-enforced: aws_opensearch_domain"
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"
}
