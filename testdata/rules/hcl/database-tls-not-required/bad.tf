resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled = false
      ssl_mode     = "ALLOW_UNENCRYPTED_AND_ENCRYPTED" # want "hcl/database-tls-not-required: ssl_mode = ALLOW_UNENCRYPTED_AND_ENCRYPTED"
    }
  }
}

resource "azurerm_postgresql_server" "main" {
  name                    = "main"
  sku_name                = "GP_Gen5_2"
  version                 = "11"
  ssl_enforcement_enabled = false # want "hcl/database-tls-not-required"
}

resource "aws_msk_cluster" "events" {
  cluster_name  = "events"
  kafka_version = "3.6.0"
  encryption_info {
    encryption_in_transit {
      client_broker = "TLS_PLAINTEXT" # want "hcl/database-tls-not-required"
    }
  }
}

resource "azurerm_redis_cache" "cache" {
  name                 = "cache"
  capacity             = 1
  family               = "C"
  sku_name             = "Standard"
  non_ssl_port_enabled = true # want "hcl/database-tls-not-required"
}

resource "aws_memorydb_cluster" "cache" {
  name        = "cache"
  node_type   = "db.t4g.small"
  acl_name    = "open-access"
  tls_enabled = false # want "hcl/database-tls-not-required"
}

resource "aws_dms_endpoint" "source" {
  endpoint_id   = "source"
  endpoint_type = "source"
  engine_name   = "postgres"
  ssl_mode      = "none" # want "hcl/database-tls-not-required"
}

resource "aws_db_parameter_group" "pg" {
  name   = "pg"
  family = "postgres16"
  parameter { # want "hcl/database-tls-not-required: rds.force_ssl = 0"
    name  = "rds.force_ssl"
    value = "0"
  }
}
