resource "google_sql_database_instance" "main" { # want "hcl/database-open-to-internet"
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled = true
      authorized_networks {
        name  = "anyone"
        value = "0.0.0.0/0"
      }
    }
  }
}

resource "azurerm_mssql_firewall_rule" "all" { # want "hcl/database-open-to-internet"
  name             = "all"
  server_id        = azurerm_mssql_server.main.id
  start_ip_address = "0.0.0.0"
  end_ip_address   = "255.255.255.255"
}

resource "azurerm_redis_firewall_rule" "f" { # want "hcl/database-open-to-internet"
  name                = "all"
  redis_cache_name    = "r"
  resource_group_name = "rg"
  start_ip            = "0.0.0.0"
  end_ip              = "255.255.255.255"
}
