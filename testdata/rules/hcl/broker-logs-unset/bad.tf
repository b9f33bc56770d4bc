resource "aws_mq_broker" "orders" { # want "hcl/broker-logs-unset"
  broker_name        = "orders"
  engine_type        = "ActiveMQ"
  engine_version     = "5.18"
  host_instance_type = "mq.m5.large"
  security_groups    = [aws_security_group.mq.id]

  user {
    username = "app"
    password = random_password.mq.result
  }
}

resource "aws_msk_cluster" "events" { # want "hcl/broker-logs-unset"
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3

  broker_node_group_info {
    instance_type   = "kafka.m5.large"
    client_subnets  = var.private_subnets
    security_groups = [aws_security_group.kafka.id]
  }
}

resource "aws_opensearch_domain" "search" { # want "hcl/broker-logs-unset"
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"

  encrypt_at_rest {
    enabled = true
  }

  node_to_node_encryption {
    enabled = true
  }

  domain_endpoint_options {
    enforce_https       = true
    tls_security_policy = "Policy-Min-TLS-1-2-2019-07"
  }
}
