resource "azurerm_mssql_server_extended_auditing_policy" "main" {
  server_id         = azurerm_mssql_server.main.id
  storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
  retention_in_days = 90
}

resource "azurerm_mssql_server_extended_auditing_policy" "forever" {
  server_id         = azurerm_mssql_server.forever.id
  storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
  retention_in_days = 0
}

resource "azurerm_storage_management_policy" "logs" {
  storage_account_id = azurerm_storage_account.logs.id
  rule {
    name    = "expire"
    enabled = true
    actions {
      base_blob {
        delete_after_days_since_modification_greater_than = 30
      }
    }
  }
}
