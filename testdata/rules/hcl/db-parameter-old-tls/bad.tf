resource "aws_db_parameter_group" "mysql" { # want "hcl/db-parameter-old-tls"
  name   = "app-mysql80"
  family = "mysql8.0"

  parameter {
    name  = "require_secure_transport"
    value = "1"
  }

  parameter {
    name  = "tls_version"
    value = "TLSv1.1,TLSv1.2"
  }
}

resource "aws_rds_cluster_parameter_group" "postgres" { # want "hcl/db-parameter-old-tls"
  name   = "orders-aurora-pg15"
  family = "aurora-postgresql15"

  parameter {
    name  = "rds.force_ssl"
    value = "1"
  }

  parameter {
    name  = "ssl_min_protocol_version"
    value = "TLSv1"
  }
}

resource "aws_db_parameter_group" "sqlserver" { # want "hcl/db-parameter-old-tls"
  name   = "crm-sqlserver"
  family = "sqlserver-se-15.0"

  parameter {
    name         = "rds.tls10"
    value        = "enabled"
    apply_method = "pending-reboot"
  }
}
