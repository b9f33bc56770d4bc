resource "azurerm_postgresql_server" "pg" {
  name                             = "acme-pg"
  ssl_enforcement_enabled          = true
  ssl_minimal_tls_version_enforced = "TLS1_2"
}

resource "azurerm_mssql_server" "sql" {
  name                = "acme-sql"
  version             = "12.0"
  minimum_tls_version = "1.2"
}
