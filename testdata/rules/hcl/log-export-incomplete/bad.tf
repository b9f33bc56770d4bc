resource "aws_docdb_cluster" "catalog" { # want "hcl/log-export-incomplete: enabled_cloudwatch_logs_exports"
  cluster_identifier              = "catalog"
  master_username                 = "admin"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["profiler"]
}

resource "aws_msk_cluster" "events" { # want "hcl/log-export-incomplete: broker_logs"
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
        enabled = false
      }
      s3 {
        enabled = false
      }
    }
  }
}
