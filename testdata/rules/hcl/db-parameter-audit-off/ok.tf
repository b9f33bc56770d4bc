resource "aws_rds_cluster_parameter_group" "orders" {
  name   = "orders-aurora-mysql80"
  family = "aurora-mysql8.0"

  parameter {
    name  = "server_audit_logging"
    value = "1"
  }

  parameter {
    name  = "server_audit_events"
    value = "CONNECT,QUERY_DCL,QUERY_DDL"
  }

  # another parameter turned off
  parameter {
    name  = "performance_schema"
    value = "0"
  }
}

resource "aws_db_parameter_group" "billing" {
  name   = "billing-pg16"
  family = "postgres16"

  parameter {
    name  = "log_connections"
    value = "1"
  }

  parameter {
    name  = "pgaudit.log"
    value = "ddl,role"
  }
}

# AWS's pgAudit setup: pgaudit.log is none in the parameter group, and the
# databases, roles (ALTER ROLE ... SET pgaudit.log) and objects (through
# pgaudit.role = rds_pgaudit) to audit are chosen in the database
resource "aws_db_parameter_group" "ledger" {
  name   = "ledger-pg16"
  family = "postgres16"

  parameter {
    name         = "shared_preload_libraries"
    value        = "pg_stat_statements,pgaudit"
    apply_method = "pending-reboot"
  }

  parameter {
    name  = "pgaudit.role"
    value = "rds_pgaudit"
  }

  parameter {
    name  = "pgaudit.log"
    value = "none"
  }
}
