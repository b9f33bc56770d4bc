resource "azurerm_monitor_log_profile" "main" {
  name               = "default"
  categories         = ["Action", "Delete", "Write"]
  locations          = ["westeurope", "global"]
  storage_account_id = azurerm_storage_account.logs.id
  retention_policy {
    enabled = true
    days    = 365
  }
}
