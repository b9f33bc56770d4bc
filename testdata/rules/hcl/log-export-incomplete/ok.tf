resource "aws_docdb_cluster" "catalog" {
  cluster_identifier              = "catalog"
  master_username                 = "admin"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["audit", "profiler"]
}

resource "aws_neptune_cluster" "graph" {
  cluster_identifier             = "graph"
  storage_encrypted              = true
  enable_cloudwatch_logs_exports = var.log_exports
}

resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3
  broker_node_group_info {
    instance_type   = "kafka.m5.large"
    client_subnets  = var.subnets
    security_groups = [var.sg]
  }
  logging_info {
    broker_logs {
      cloudwatch_logs {
        enabled   = true
        log_group = aws_cloudwatch_log_group.msk.name
      }
      s3 {
        enabled = false
      }
    }
  }
}
