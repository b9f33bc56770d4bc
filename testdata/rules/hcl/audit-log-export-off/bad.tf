resource "aws_docdb_cluster" "docs" { # want "hcl/audit-log-export-off"
  cluster_identifier = "docs"
  storage_encrypted  = true
}

resource "aws_mq_broker" "queue" { # want "hcl/audit-log-export-off"
  broker_name    = "queue"
  engine_type    = "ActiveMQ"
  engine_version = "5.17.6"
}

resource "aws_opensearch_domain" "search" { # want "hcl/audit-log-export-off"
  domain_name = "search"
}
