resource "aws_rds_cluster_parameter_group" "orders" { # want "hcl/db-parameter-audit-off"
  name   = "orders-aurora-mysql80"
  family = "aurora-mysql8.0"

  parameter {
    name  = "require_secure_transport"
    value = "ON"
  }

  parameter {
    name  = "server_audit_logging"
    value = "0"
  }
}

resource "aws_db_parameter_group" "billing" { # want "hcl/db-parameter-audit-off"
  name   = "billing-pg16"
  family = "postgres16"

  parameter {
    name  = "log_connections"
    value = "0"
  }
}
