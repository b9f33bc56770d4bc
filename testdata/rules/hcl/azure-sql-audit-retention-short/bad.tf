resource "azurerm_mssql_server_extended_auditing_policy" "main" { # want "hcl/azure-sql-audit-retention-short"
  server_id         = azurerm_mssql_server.main.id
  storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
  retention_in_days = 30
}

resource "azurerm_sql_server" "legacy" { # want "hcl/azure-sql-audit-retention-short"
  name                = "legacy"
  resource_group_name = azurerm_resource_group.main.name
  location            = "westeurope"
  version             = "12.0"
  extended_auditing_policy {
    storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
    retention_in_days = 7
  }
}
