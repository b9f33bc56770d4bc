resource "aws_db_parameter_group" "mysql" {
  name   = "app-mysql80"
  family = "mysql8.0"

  parameter {
    name  = "require_secure_transport"
    value = "1"
  }

  parameter {
    name  = "tls_version"
    value = "TLSv1.2,TLSv1.3"
  }
}

resource "aws_rds_cluster_parameter_group" "postgres" {
  name   = "orders-aurora-pg15"
  family = "aurora-postgresql15"

  parameter {
    name  = "ssl_min_protocol_version"
    value = "TLSv1.2"
  }

  parameter {
    name  = "log_connections"
    value = "1"
  }
}

resource "aws_db_parameter_group" "sqlserver" {
  name   = "crm-sqlserver"
  family = "sqlserver-se-15.0"

  parameter {
    name         = "rds.tls10"
    value        = "disabled"
    apply_method = "pending-reboot"
  }

  parameter {
    name         = "rds.tls11"
    value        = "disabled"
    apply_method = "pending-reboot"
  }
}

resource "aws_db_parameter_group" "configurable" {
  name   = "configurable"
  family = "mysql8.0"

  parameter {
    name  = "tls_version"
    value = var.tls_versions
  }
}
