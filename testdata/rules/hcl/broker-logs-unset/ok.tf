resource "aws_mq_broker" "orders" {
  broker_name        = "orders"
  engine_type        = "ActiveMQ"
  engine_version     = "5.18"
  host_instance_type = "mq.m5.large"
  security_groups    = [aws_security_group.mq.id]

  logs {
    general = true
    audit   = true
  }

  user {
    username = "app"
    password = random_password.mq.result
  }
}

resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3

  broker_node_group_info {
    instance_type   = "kafka.m5.large"
    client_subnets  = var.private_subnets
    security_groups = [aws_security_group.kafka.id]
  }

  logging_info {
    broker_logs {
      cloudwatch_logs {
        enabled   = true
        log_group = aws_cloudwatch_log_group.kafka.name
      }
    }
  }
}

resource "aws_opensearch_domain" "search" {
  domain_name    = "search"
  engine_version = "OpenSearch_2.11"

  log_publishing_options {
    cloudwatch_log_group_arn = aws_cloudwatch_log_group.search_audit.arn
    log_type                 = "AUDIT_LOGS"
  }

  dynamic "log_publishing_options" {
    for_each = var.extra_log_types
    content {
      cloudwatch_log_group_arn = aws_cloudwatch_log_group.search.arn
      log_type                 = log_publishing_options.value
    }
  }
}

resource "aws_elasticsearch_domain" "legacy" {
  domain_name = "legacy"

  dynamic "log_publishing_options" {
    for_each = var.log_types
    content {
      cloudwatch_log_group_arn = aws_cloudwatch_log_group.legacy.arn
      log_type                 = log_publishing_options.value
    }
  }
}
