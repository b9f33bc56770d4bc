resource "google_sql_database_instance" "main" {
  database_version = "POSTGRES_15"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ipv4_enabled = true
      authorized_networks {
        name  = "office"
        value = "203.0.113.0/24"
      }
    }
  }
}

resource "azurerm_mssql_firewall_rule" "office" {
  name             = "office"
  server_id        = azurerm_mssql_server.main.id
  start_ip_address = "203.0.113.0"
  end_ip_address   = "203.0.113.255"
}
