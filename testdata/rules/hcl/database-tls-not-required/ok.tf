resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled = false
      ssl_mode     = "ENCRYPTED_ONLY"
    }
  }
}

resource "azurerm_postgresql_server" "main" {
  name                             = "main"
  sku_name                         = "GP_Gen5_2"
  version                          = "11"
  ssl_enforcement_enabled          = true
  ssl_minimal_tls_version_enforced = "TLS1_2"
}

resource "aws_msk_cluster" "events" {
  cluster_name  = "events"
  kafka_version = "3.6.0"
  encryption_info {
    encryption_in_transit {
      client_broker = "TLS"
      in_cluster    = true
    }
  }
}

resource "azurerm_redis_cache" "cache" {
  name                 = "cache"
  capacity             = 1
  family               = "C"
  sku_name             = "Standard"
  non_ssl_port_enabled = false
  minimum_tls_version  = "1.2"
}

resource "aws_memorydb_cluster" "cache" {
  name        = "cache"
  node_type   = "db.t4g.small"
  acl_name    = aws_memorydb_acl.app.name
  tls_enabled = true
}

resource "aws_dms_endpoint" "source" {
  endpoint_id   = "source"
  endpoint_type = "source"
  engine_name   = "postgres"
  ssl_mode      = "verify-full"
}

resource "aws_db_parameter_group" "pg" {
  name   = "pg"
  family = "postgres16"
  parameter {
    name  = "rds.force_ssl"
    value = "1"
  }
  parameter {
    name  = "log_connections"
    value = "0"
  }
}
