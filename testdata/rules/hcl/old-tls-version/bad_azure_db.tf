resource "azurerm_postgresql_server" "pg" { # want "hcl/old-tls-version"
  name                             = "acme-pg"
  ssl_enforcement_enabled          = true
  ssl_minimal_tls_version_enforced = "TLSEnforcementDisabled"
}

resource "azurerm_mssql_server" "sql" { # want "hcl/old-tls-version"
  name                = "acme-sql"
  version             = "12.0"
  minimum_tls_version = "Disabled"
}
