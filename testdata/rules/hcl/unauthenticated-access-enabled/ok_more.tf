resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  advanced_security_options {
    enabled                = true
    anonymous_auth_enabled = false
  }
}

resource "aws_msk_cluster" "events" {
  cluster_name  = "events"
  kafka_version = "3.5.1"
  client_authentication {
    unauthenticated = false
    sasl {
      iam = true
    }
  }
}
