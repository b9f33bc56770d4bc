resource "aws_docdb_cluster" "docs" {
  cluster_identifier              = "docs"
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["audit", "profiler"]
}

resource "aws_mq_broker" "queue" {
  broker_name    = "queue"
  engine_type    = "ActiveMQ"
  engine_version = "5.17.6"
  logs {
    general = true
    audit   = true
  }
}

resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  log_publishing_options {
    cloudwatch_log_group_arn = aws_cloudwatch_log_group.audit.arn
    log_type                 = "AUDIT_LOGS"
  }
}
