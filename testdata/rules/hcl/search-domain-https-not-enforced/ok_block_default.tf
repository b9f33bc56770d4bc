# Inside domain_endpoint_options, enforce_https defaults to true.
resource "aws_elasticsearch_domain" "logs" {
  domain_name = "logs"
  domain_endpoint_options {
    tls_security_policy = "Policy-Min-TLS-1-2-2019-07"
  }
}

resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  dynamic "domain_endpoint_options" {
    for_each = var.custom_endpoint == null ? [] : [var.custom_endpoint]
    content {
      custom_endpoint_enabled = true
      custom_endpoint         = domain_endpoint_options.value
    }
  }
}
