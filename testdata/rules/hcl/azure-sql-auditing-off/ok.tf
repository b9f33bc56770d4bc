resource "azurerm_mssql_server" "main" {
  name                         = "acme-sql"
  resource_group_name          = azurerm_resource_group.main.name
  location                     = "westeurope"
  version                      = "12.0"
  administrator_login          = "sqladmin"
  administrator_login_password = var.sql_password
}

resource "azurerm_mssql_server_extended_auditing_policy" "main" {
  server_id         = azurerm_mssql_server.main.id
  storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
  retention_in_days = 90
}
