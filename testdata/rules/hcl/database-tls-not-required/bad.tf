resource "google_sql_database_instance" "main" { # want "hcl/database-tls-not-required: ssl_mode = ALLOW_UNENCRYPTED_AND_ENCRYPTED"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled = false
      ssl_mode     = "ALLOW_UNENCRYPTED_AND_ENCRYPTED"
    }
  }
}

resource "azurerm_postgresql_server" "main" { # want "hcl/database-tls-not-required"
  name                    = "main"
  sku_name                = "GP_Gen5_2"
  version                 = "11"
  ssl_enforcement_enabled = false
}

resource "aws_msk_cluster" "events" { # want "hcl/database-tls-not-required"
  cluster_name  = "events"
  kafka_version = "3.6.0"
  encryption_info {
    encryption_in_transit {
      client_broker = "TLS_PLAINTEXT"
    }
  }
}

resource "azurerm_redis_cache" "cache" { # want "hcl/database-tls-not-required"
  name                 = "cache"
  capacity             = 1
  family               = "C"
  sku_name             = "Standard"
  non_ssl_port_enabled = true
}

resource "aws_memorydb_cluster" "cache" { # want "hcl/database-tls-not-required"
  name        = "cache"
  node_type   = "db.t4g.small"
  acl_name    = "open-access"
  tls_enabled = false
}

resource "aws_dms_endpoint" "source" { # want "hcl/database-tls-not-required"
  endpoint_id   = "source"
  endpoint_type = "source"
  engine_name   = "postgres"
  ssl_mode      = "none"
}

resource "aws_db_parameter_group" "pg" { # want "hcl/database-tls-not-required: rds.force_ssl = 0"
  name   = "pg"
  family = "postgres16"
  parameter {
    name  = "rds.force_ssl"
    value = "0"
  }
}
