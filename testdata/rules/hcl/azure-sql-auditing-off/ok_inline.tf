resource "azurerm_sql_server" "legacy" {
  name                         = "legacy"
  resource_group_name          = azurerm_resource_group.main.name
  location                     = "westeurope"
  version                      = "12.0"
  administrator_login          = "sqladmin"
  administrator_login_password = var.sql_password
  extended_auditing_policy {
    storage_endpoint  = azurerm_storage_account.audit.primary_blob_endpoint
    retention_in_days = 90
  }
}
